/**
 * The harness control server: the journeys run in vitest's workers, the shop's database lives in
 * its API process (`api-process.ts`), so a loopback-only server beside the API lets a journey write
 * a content page (e.g. hostile rich text) that the content service then serves
 * (`putContentPage` in `shop-api.ts`).
 */
import { createServer } from 'node:http';

/** A page the control server writes: site-relative path with trailing slash, content blocks. */
export interface ContentPageWrite {
  storeId: string;
  path: string;
  title: string;
  blocks: Array<Record<string, unknown>>;
}

/** A running control server. */
export interface ControlServer {
  url: string;
  close: () => Promise<void>;
}

/** A SQL string literal (standard_conforming_strings is on in PGlite and PostgreSQL). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Starts the control server on a free loopback port: `PUT /pages` inserts or replaces a content
 * page through `execute` (the shop database's SQL), 204 when written.
 */
export async function startControlServer(
  execute: (statement: string) => Promise<unknown>,
): Promise<ControlServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'PUT' || request.url !== '/pages') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const page = JSON.parse(body) as ContentPageWrite;
      const id = `${page.storeId}-e2e-${page.path.replace(/\W+/g, '-')}`;
      const blocks = JSON.stringify(page.blocks);
      const statement = `insert into pages (id, store_id, path, template, content_alias, title, status, seo_title, seo_description, canonical_url, blocks)
        values (${literal(id)}, ${literal(page.storeId)}, ${literal(page.path)}, 'contentPage', 'contentPage', ${literal(page.title)}, 200, ${literal(page.title)}, ${literal(page.title)}, ${literal(page.path)}, ${literal(blocks)}::jsonb)
        on conflict (store_id, path) do update set title = excluded.title, blocks = excluded.blocks`;
      execute(statement).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
