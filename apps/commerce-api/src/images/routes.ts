/**
 * `/images/<key>?width=&height=&quality=&format=&mode=&focalTop=&focalLeft=`: renders an original
 * (an upload of staff, a stored one, see `tables.ts`, or a generated `/media/...` picture as `/images/media/...`) with sharp. Answers are cached for a year (`immutable`) with an ETag
 * of the original's version and the options; a 304 for a matching `If-None-Match`.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readQuery } from '../http/parse';
import { clubLooksFrom } from '../media/club-looks.ts';
import { mediaRoutes } from '../media/routes.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { notFound } from '../shared/api-error.ts';
import { imageQuerySchema } from './image-options';
import { normaliseImageKey, resolveImageSource } from './image-sources';
import { DiskMediaStore } from './media-store.ts';
import { renderImage } from './render';

/** Rendered images kept in memory (most recent first out last). */
const CACHE_ENTRIES = 64;

/** The image routes, mounted under `/images`. */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = new Map<string, { body: Buffer; contentType: string }>();
  // The generated pictures, answered in process as `/images/media/...` originals.
  const media = mediaRoutes(clubLooksFrom(deps.db));
  const uploads = new DiskMediaStore(deps.config.mediaDir);

  app.get('/*', async (c) => {
    const rawKey = decodeURIComponent(c.req.path.replace(/^.*?\/images\//, ''));
    const key = normaliseImageKey(rawKey);
    if (!key) throw notFound(apiMessage('Api.Error.ImageNotFound'));
    const options = await readQuery(c, imageQuerySchema);
    const source = await resolveImageSource(deps.db, key, media, uploads);
    if (!source) throw notFound(apiMessage('Api.Error.ImageSourceNotFound', { key }));

    const etag = `"${createHash('sha1')
      .update(`${key}|${source.version}|${JSON.stringify(options)}`)
      .digest('base64url')}"`;
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);

    let rendered = cache.get(etag);
    if (rendered) {
      cache.delete(etag);
    } else {
      rendered = await renderImage(source.body, source.contentType, options);
      if (cache.size >= CACHE_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    cache.set(etag, rendered);
    c.header('Content-Type', rendered.contentType);
    return c.body(new Uint8Array(rendered.body));
  });

  return app;
}
