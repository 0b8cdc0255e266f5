/**
 * The text of an imported file from its bytes. A club's file comes from Shopify (UTF-8), from
 * our export (UTF-8), or from Excel: "CSV UTF-8" (with a byte order mark), plain "CSV" in the
 * Windows code page of a Danish or German Windows (Windows-1252, where `ø` is the byte 0xF8), or
 * "Unicode text" (UTF-16). UTF-8 is read when the bytes are UTF-8; UTF-16 by its byte order mark;
 * anything else is read as Windows-1252 when every byte is a Windows-1252 character, and refused
 * naming the encoding otherwise. A replacement character (U+FFFD, `�`) in the text is a character
 * lost before the file reached us: its line is refused, never stored.
 */

/** An encoding a file was read in. */
export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** What to do to save a file as UTF-8, for the messages below. */
export const saveAsUtf8 =
  'save it as UTF-8 (Excel: File > Save As > "CSV UTF-8 (Comma delimited)"; Numbers and LibreOffice: Export as CSV with the character set Unicode (UTF-8))';

/** The decoded text and the encoding it was read in; or the reason it cannot be read. */
export type FileText =
  | { text: string; encoding: FileEncoding }
  | { reason: string; line: number; encoding?: FileEncoding };

/** Bytes Windows-1252 leaves undefined (WHATWG decodes them to C1 controls no text has). */
const undefinedIn1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** The line (1-based) of a byte offset of the bytes. */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < bytes.length; index++) if (bytes[index] === 10) line++;
  return line;
}

/** The text of a file's bytes (see the module's comment). A string is taken as read already. */
export function textOfFile(input: string | Uint8Array): FileText {
  if (typeof input === 'string') return checked(input.replace(/^\uFEFF/, ''), 'utf-8');
  const bytes = input;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return utf8(bytes.subarray(3), 'the file starts as UTF-8 (a byte order mark) but') as FileText;
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return checked(new TextDecoder('utf-16le').decode(bytes.subarray(2)), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return checked(new TextDecoder('utf-16be').decode(bytes.subarray(2)), 'utf-16be');
  const asUtf8 = utf8(bytes);
  if (asUtf8) return asUtf8;
  // Not UTF-8: Windows-1252 (Excel's "CSV" on a Danish, German or English Windows) when every
  // byte is one of its characters.
  for (const [offset, byte] of bytes.entries()) {
    if (undefinedIn1252.has(byte) || byte === 0) {
      const line = lineOfByte(bytes, offset);
      return {
        line,
        reason: `the file is neither UTF-8 nor Windows-1252 (byte 0x${byte.toString(16).toUpperCase()} on line ${line}): ${saveAsUtf8}`,
      };
    }
  }
  return checked(windows1252(bytes), 'windows-1252');
}

/**
 * The characters of Windows-1252's bytes 0x80-0x9F (the rest are Latin-1's). Node's
 * `TextDecoder('windows-1252')` decodes as Latin-1 (0x96 as U+0096, not the en dash), so the
 * table is here.
 */
const cp1252High =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Windows-1252 bytes as text. */
function windows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('latin1').decode(bytes);
  return latin1.replace(/[\u0080-\u009F]/g, (char) => cp1252High[char.charCodeAt(0) - 0x80] ?? char);
}

/**
 * UTF-8 bytes decoded (and checked); undefined when they are not UTF-8, or with `bomPrefix` (the
 * file said it is UTF-8) the reason naming the line.
 */
function utf8(bytes: Uint8Array, bomPrefix?: string): FileText | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (bomPrefix === undefined) return undefined;
    const loose = new TextDecoder('utf-8').decode(bytes);
    const line = loose.slice(0, Math.max(0, loose.indexOf('\uFFFD'))).split('\n').length;
    return { line, encoding: 'utf-8', reason: `${bomPrefix} is not UTF-8 on line ${line}: ${saveAsUtf8}` };
  }
  return checked(text, 'utf-8');
}

/** The text, unless it holds U+FFFD (a character lost before the file reached us). */
function checked(text: string, encoding: FileEncoding): FileText {
  const lost = text.indexOf('\uFFFD');
  if (lost === -1) return { text, encoding };
  const line = text.slice(0, lost).split('\n').length;
  const lineText = text.split('\n')[line - 1] ?? '';
  const around = lineText.slice(
    Math.max(0, lineText.indexOf('\uFFFD') - 20),
    lineText.indexOf('\uFFFD') + 20,
  );
  return {
    line,
    encoding,
    reason: `line ${line} has the replacement character "\uFFFD" (U+FFFD) in "${around.trim()}": a letter was lost before the file was saved (a file read in the wrong encoding and saved again); put the right letter back and import again`,
  };
}
