import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';

/** What {@link renderDocument} takes of React's options: all but the two it answers itself. */
export type RenderDocumentOptions = Omit<RenderToPipeableStreamOptions, 'onAllReady' | 'onShellError'>;

/**
 * Renders a document with React's streaming renderer for Node (`renderToPipeableStream`) and
 * resolves with all of it once every boundary has rendered; rejects when the shell fails (the
 * page's 500). The server sends a page whole (its data was loaded before, and the page is
 * compressed in one piece: server/page-encoding.ts), so the stream is written into one buffer.
 *
 * Node's stream rather than the web one (`renderToReadableStream`): React writes the same chunks
 * to both, but through the web stream's byte controller each costs more, and reading the stream
 * back was a promise per chunk: 1.5-2 % of a category page's CPU (docs/decisions/0005-server-rendered-storefront.md).
 */
export function renderDocument(children: ReactNode, options: RenderDocumentOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    document.on('error', reject);
    const stream = renderToPipeableStream(children, {
      ...options,
      onAllReady: () => stream.pipe(document),
      onShellError: reject,
    });
  });
}
