/**
 * A local HTTP double of the part of the Amazon S3 API the S3 media store uses, following S3's
 * documented requests and answers (https://docs.aws.amazon.com/AmazonS3/latest/API/), so the
 * store is tested through the official SDK without the network:
 * - path-style addressing (`/{bucket}/{key}`), as S3-compatible services serve it;
 * - `PutObject` (`PUT`): stores the bytes whole, answers the `ETag` (the MD5 of the bytes, quoted);
 * - `GetObject` / `HeadObject` (`GET`/`HEAD`): the bytes with `ETag`, `Content-Length`,
 *   `Last-Modified`; a missing key is a 404 `NoSuchKey`, an unknown bucket a 404 `NoSuchBucket`;
 * - every request signed with Signature Version 4
 *   (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html): the
 *   double recomputes the signature from the canonical request and its secret key and answers 403
 *   `InvalidAccessKeyId` or `SignatureDoesNotMatch` as S3 does; a signed payload hash
 *   (`x-amz-content-sha256`) must match the body (400 `XAmzContentSHA256Mismatch`).
 * Errors are S3's XML `<Error><Code>…</Code><Message>…</Message></Error>`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Options of {@link startS3Double}. */
export interface S3DoubleOptions {
  /** Port to listen on (127.0.0.1); 0 for any free one. */
  port: number;
  /** The buckets that exist. */
  buckets: readonly string[];
  accessKeyId: string;
  secretAccessKey: string;
}

/** A stored object. */
export interface DoubleObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
}

/** The running double. */
export interface S3Double {
  /** `http://127.0.0.1:<port>`: the endpoint to give the SDK (with path-style addressing). */
  url: string;
  /** The objects of a bucket, by key. */
  objects(bucket: string): ReadonlyMap<string, DoubleObject>;
  /** Every request, `METHOD /path` with the answer's status, in order. */
  requests: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value).digest();
const sha256Hex = (value: Buffer | string) => createHash('sha256').update(value).digest('hex');

/** RFC 3986 encoding as SigV4 asks for it in the canonical query string. */
const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The signature SigV4 gives a request, from its parts as S3 receives them. */
function expectedSignature(
  request: IncomingMessage,
  url: URL,
  authorization: { credentialScope: string; signedHeaders: string[] },
  secretAccessKey: string,
): string {
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = authorization.signedHeaders
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname, // S3 signs the path as sent (encoded once), not normalised.
    canonicalQuery,
    canonicalHeaders,
    authorization.signedHeaders.join(';'),
    String(request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    authorization.credentialScope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const [date, region, service, terminator] = authorization.credentialScope.split('/') as [
    string,
    string,
    string,
    string,
  ];
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), terminator);
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

/** The parts of an `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header. */
function parseAuthorization(header: string | undefined) {
  const match = header?.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!match) return undefined;
  const [, accessKeyId, credentialScope, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { accessKeyId, credentialScope, signedHeaders: signedHeaders.split(';'), signature };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Starts the double on 127.0.0.1. */
export async function startS3Double(options: S3DoubleOptions): Promise<S3Double> {
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, DoubleObject>()]));
  const requests: string[] = [];

  const fail = (response: ServerResponse, status: number, code: string, message: string, head = false) => {
    response.writeHead(status, { 'Content-Type': 'application/xml' });
    response.end(
      head
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
    );
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const head = request.method === 'HEAD';
    const authorization = parseAuthorization(request.headers.authorization);
    if (!authorization) return fail(response, 403, 'AccessDenied', 'Access Denied', head);
    if (authorization.accessKeyId !== options.accessKeyId) {
      return fail(
        response,
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        head,
      );
    }
    const expected = Buffer.from(
      expectedSignature(request, url, authorization, options.secretAccessKey),
      'hex',
    );
    if (!timingSafeEqual(expected, Buffer.from(authorization.signature, 'hex'))) {
      return fail(
        response,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
        head,
      );
    }
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256Hex(body)) {
      return fail(
        response,
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const bucket = buckets.get(decodeURIComponent(bucketName));
    if (!bucket) return fail(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    const key = decodeURIComponent(keyParts.join('/'));
    if (request.method === 'PUT' && key) {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      bucket.set(key, { body, etag, lastModified: new Date() });
      response.writeHead(200, { ETag: etag, 'Content-Length': '0' });
      return response.end();
    }
    if ((request.method === 'GET' || head) && key) {
      const object = bucket.get(key);
      if (!object) return fail(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      response.writeHead(200, {
        ETag: object.etag,
        'Content-Type': 'binary/octet-stream',
        'Content-Length': String(object.body.length),
        'Last-Modified': object.lastModified.toUTCString(),
      });
      return response.end(head ? undefined : object.body);
    }
    return fail(
      response,
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
    );
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.on('finish', () => requests.push(`${request.method} ${request.url} ${response.statusCode}`));
      handle(request, response, Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    objects: (bucket) => buckets.get(bucket) ?? new Map(),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
