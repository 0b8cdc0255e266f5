/**
 * What an uploaded file is, judged by its content and never by its name or the type its sender
 * claims: JPEG, PNG or WebP by their signatures, then decoded by sharp (a file with the right
 * first bytes but no picture behind them is refused too).
 */
import sharp from 'sharp';

/** The types an upload may be. */
export const uploadTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/** An accepted upload. */
export interface UploadedImage {
  extension: keyof typeof uploadTypes;
  contentType: (typeof uploadTypes)[keyof typeof uploadTypes];
  width: number;
  height: number;
}

/** The type the first bytes say, or undefined. */
function signatureOf(bytes: Buffer): UploadedImage['extension'] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** The image an upload holds, or undefined when it is not a JPEG, PNG or WebP picture. */
export async function inspectUpload(bytes: Buffer): Promise<UploadedImage | undefined> {
  const extension = signatureOf(bytes);
  if (!extension) return undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    const format = meta.format === 'jpeg' ? 'jpg' : meta.format;
    if (format !== extension || !meta.width || !meta.height) return undefined;
    return { extension, contentType: uploadTypes[extension], width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}
