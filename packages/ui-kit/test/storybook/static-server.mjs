// @ts-check
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves a built Storybook (a static folder) on a loopback port: GET and HEAD only, no directory
 * listing, nothing outside the folder. Falls back to a free port when `port` is taken.
 *
 * @param {string} root the folder to serve
 * @param {number} port the port on 127.0.0.1
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root, port) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname));
    const inside = file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
    const info = inside ? await stat(file).catch(() => undefined) : undefined;
    if (!info?.isFile() || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type':
        contentTypes[/** @type {keyof typeof contentTypes} */ (extname(file))] ?? 'application/octet-stream',
      'content-length': info.size,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  /** @param {number} candidate */
  const listen = (candidate) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(candidate, '127.0.0.1', () => resolve(undefined));
    });
  try {
    await listen(port);
  } catch (error) {
    // Another test run (another worktree) holds the port: any free one does for a loopback check.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE') throw error;
    console.warn(`Port ${port} is in use; serving the Storybook on a free port instead.`);
    await listen(0);
  }
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
