/**
 * Admin routes of uploaded images (a club's, on one of its sites): upload one (multipart, field
 * `file`; JPEG, PNG or WebP judged by content, at most IMAGE_UPLOAD_MAX_BYTES), list them, read
 * one, and set its focal point. An upload answers its `src` (`/images/uploads/...`), which a
 * product lists in its `images` (with the alt text, in order: `PUT …/products/{handle}`); the
 * image route serves it resized like every other original. The rows are the images domain's
 * (`images/admin-media.ts`).
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readJsonBody } from '../http/parse.ts';
import { adminMedia, listAdminMedia, recordUpload, setFocalPoint } from '../images/admin-media.ts';
import { mediaStoreOf } from '../images/media-store-of.ts';
import { inspectUpload } from '../images/uploaded-image.ts';
import { ApiError } from '../shared/api-error.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { requireIfMatch } from './etag.ts';
import { pageQuerySchema } from './pagination.ts';

/** The path of the upload route: the one body past the API's body size limit and text checks. */
export const mediaUploadPath = '/admin/api/sites/:storeId/media';

const focal = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number from 0 to 1`),
    v.minValue(0, `${name} must be from 0 to 1`),
    v.maxValue(1, `${name} must be from 0 to 1`),
  );
/** The body of an image's focal point (`PATCH …/media/{id}`), fractions from the top and left. */
export const focalSchema = v.object({ focalTop: focal('focalTop'), focalLeft: focal('focalLeft') });

/** Who may call the routes of this module: the catalogue's roles, of the path's site. */
const catalogue = { area: 'catalogue', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  uploadMedia: { method: 'POST', path: '/sites/:storeId/media', ...catalogue },
  listMedia: { method: 'GET', path: '/sites/:storeId/media', ...catalogue, query: pageQuerySchema },
  getMedia: { method: 'GET', path: '/sites/:storeId/media/:id', ...catalogue },
  setMediaFocalPoint: {
    method: 'PATCH',
    path: '/sites/:storeId/media/:id',
    ...catalogue,
    body: focalSchema,
    ifMatch: true,
  },
});

/** The routes of uploaded images. */
export function mediaAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const maxBytes = deps.config.imageUploadMaxBytes;
  const { app, route } = adminModule(deps);

  route(declared.uploadMedia, async (c, { actor, site }) => {
    const invalidFile = (status: 400 | 413 | 415, message: string, code: string) =>
      new ApiError(status, [{ field: 'file', message, code }]);
    const notMultipart = () =>
      invalidFile(400, 'Send the image as multipart/form-data in the field file', 'Admin.Error.Invalid');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw notMultipart();
    }
    const file = form.file;
    if (!(file instanceof File)) throw notMultipart();
    if (file.size > maxBytes)
      throw invalidFile(413, `An image may be at most ${maxBytes} bytes`, 'Admin.Error.TooLarge');
    const bytes = Buffer.from(await file.arrayBuffer());
    const image = await inspectUpload(bytes);
    if (!image)
      throw invalidFile(415, 'The file is not a JPEG, PNG or WebP image', 'Admin.Error.UnsupportedImage');
    const key = `uploads/${site.clubId}/${randomUUID()}.${image.extension}`;
    // The file first: a row never points at a missing file (a failed row leaves an unused file).
    await mediaStoreOf(deps).put(key, bytes);
    const created = await recordUpload(db, actor, clock.now(), site, {
      key,
      contentType: image.contentType,
      bytes: bytes.length,
      width: image.width,
      height: image.height,
    });
    return withEtag(c, created, 201);
  });

  route(declared.listMedia, (c, { site }) =>
    listAnswer(c, pageQuerySchema, (query) => listAdminMedia(db, site.clubId, query)),
  );

  route(declared.getMedia, async (c, { site }) =>
    withEtag(c, await adminMedia(db, site.clubId, c.req.param('id'))),
  );

  route(declared.setMediaFocalPoint, async (c, { actor, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, focalSchema);
    const id = c.req.param('id');
    const updated = await setFocalPoint(db, actor, clock.now(), site, id, ifMatch, change);
    deps.caches.invalidateCatalogue({ clubIds: [site.clubId] });
    return withEtag(c, updated);
  });

  return app;
}
