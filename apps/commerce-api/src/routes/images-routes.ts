/**
 * `/images/<key>?width=&height=&quality=&format=&mode=&focalTop=&focalLeft=`: renders an original
 * (an upload of staff, a stored one, see `tables.ts`, or a generated `/media/...` picture as
 * `/images/media/...`) with sharp. Answers are cached for a year (`immutable`) with an ETag of the
 * original's version and the options; a 304 for a matching `If-None-Match`.
 *
 * What a render may cost is bounded (issue 43): sizes by `image-options.ts`, renders at once and
 * waiting by `render-queue.ts` (one more answers 503 + Retry-After), and the same picture asked
 * for while it renders waits for that render instead of starting another; the results of the
 * last renders are kept in memory (by count and bytes).
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readQuery } from '../http/parse';
import { imageQuerySchema } from '../images/image-options';
import { normaliseImageKey, resolveImageSource } from '../images/image-sources';
import { mediaStoreOf } from '../images/media-store-of.ts';
import { type RenderedImage, renderImage } from '../images/render';
import { imageRenders, RenderQueueFull } from '../images/render-queue.ts';
import { clubLooksFrom } from '../media/club-looks.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { generatedImageHeaders } from '../shared/generated-image-headers.ts';
import { mediaRoutes } from './media-routes.ts';

/** Rendered images kept in memory (the least recently used go first). */
const CACHE_ENTRIES = 64;
/** Bytes of rendered images kept in memory. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** The 503 of a render that found the render queue full. */
function rendersBusy(): ApiError {
  return new ApiError(503, [apiMessage('Api.Error.Overloaded')], {
    'Retry-After': '2',
    'Cache-Control': 'no-store',
  });
}

/** The image routes, mounted under `/images`. */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = new Map<string, RenderedImage>();
  let cachedBytes = 0;
  // Renders under way by ETag: a second request for the same picture waits for the first's.
  const rendering = new Map<string, Promise<RenderedImage>>();
  // The generated pictures, answered in process as `/images/media/...` originals.
  const media = mediaRoutes(clubLooksFrom(deps.db));
  const uploads = { get: (key: string) => mediaStoreOf(deps).get(key) };

  const remember = (etag: string, rendered: RenderedImage) => {
    if (rendered.body.length > CACHE_BYTES / 4) return;
    cache.set(etag, rendered);
    cachedBytes += rendered.body.length;
    // A Map iterates in insertion order: the first key is the least recently used.
    while (cache.size > CACHE_ENTRIES || cachedBytes > CACHE_BYTES) {
      const [oldest, entry] = cache.entries().next().value as [string, RenderedImage];
      cache.delete(oldest);
      cachedBytes -= entry.body.length;
    }
  };

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
    if (c.req.header('If-None-Match') === etag)
      return c.body(null, 304, {
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
        ...generatedImageHeaders,
      });

    let rendered = cache.get(etag);
    if (rendered) {
      // Most recently used: to the end of the Map.
      cache.delete(etag);
      cache.set(etag, rendered);
    } else {
      let render = rendering.get(etag);
      if (!render) {
        render = imageRenders.run(() => renderImage(source.body, source.contentType, options));
        rendering.set(etag, render);
        render.then(
          (done) => remember(etag, done),
          () => undefined,
        );
        render.finally(() => rendering.delete(etag)).catch(() => undefined);
      }
      try {
        rendered = await render;
      } catch (error) {
        if (error instanceof RenderQueueFull) throw rendersBusy();
        throw error;
      }
    }
    return c.body(new Uint8Array(rendered.body), 200, {
      'Content-Type': rendered.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      ...generatedImageHeaders,
    });
  });

  return app;
}
