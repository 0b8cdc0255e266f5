/**
 * Admin routes of uploaded images (a club's, on one of its sites): upload one (multipart, field
 * `file`; JPEG, PNG or WebP judged by content, at most IMAGE_UPLOAD_MAX_BYTES), list them, read
 * one, and set its focal point. An upload answers its `src` (`/images/uploads/...`), which a
 * product lists in its `images` (with the alt text, in order: `PUT …/products/{handle}`); the
 * image route serves it resized like every other original.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { mediaStoreOf } from '../images/media-store-of.ts';
import { mediaFiles } from '../images/tables.ts';
import { inspectUpload } from '../images/uploaded-image.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuerySchema } from './pagination.ts';
import { siteOfRoute } from './site-scope.ts';
import { actorOf } from './staff-routes.ts';

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

type MediaRow = typeof mediaFiles.$inferSelect;

/** An upload as the admin API shows it. */
function mediaView(row: MediaRow) {
  return {
    id: row.key.split('/').pop() as string,
    src: `/images/${row.key}`,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    focalTop: row.focalTop,
    focalLeft: row.focalLeft,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The routes of uploaded images. */
export function mediaAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const maxBytes = deps.config.imageUploadMaxBytes;
  const app = new Hono<AdminEnv>();

  const mediaOr404 = async (tx: Db, clubId: string, id: string): Promise<MediaRow> => {
    const key = `uploads/${clubId}/${id}`;
    const [row] = await tx
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.clubId, clubId), eq(mediaFiles.key, key)));
    if (!row) throw notFound({ message: `No image ${id}`, code: 'Admin.Error.NotFound' });
    return row;
  };

  app.post('/sites/:storeId/media', async (c) => {
    const { member, site } = await siteOfRoute(c, db, 'catalogue');
    const invalidFile = (status: 400 | 413 | 415, message: string, code: string) =>
      new ApiError(status, [{ field: 'file', message, code }]);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw invalidFile(
        400,
        'Send the image as multipart/form-data in the field file',
        'Admin.Error.Invalid',
      );
    }
    const file = form.file;
    if (!(file instanceof File))
      throw invalidFile(
        400,
        'Send the image as multipart/form-data in the field file',
        'Admin.Error.Invalid',
      );
    if (file.size > maxBytes)
      throw invalidFile(413, `An image may be at most ${maxBytes} bytes`, 'Admin.Error.TooLarge');
    const bytes = Buffer.from(await file.arrayBuffer());
    const image = await inspectUpload(bytes);
    if (!image)
      throw invalidFile(415, 'The file is not a JPEG, PNG or WebP image', 'Admin.Error.UnsupportedImage');
    const key = `uploads/${site.clubId}/${randomUUID()}.${image.extension}`;
    // The file first: a row never points at a missing file (a failed row leaves an unused file).
    await mediaStoreOf(deps.config).put(key, bytes);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      await tx.insert(mediaFiles).values({
        key,
        clubId: site.clubId,
        contentType: image.contentType,
        bytes: bytes.length,
        width: image.width,
        height: image.height,
        createdAt: clock.now(),
      });
      const after = mediaView(await mediaOr404(tx, site.clubId, key.split('/').pop() as string));
      return {
        result: after,
        audit: [{ action: 'create', entity: 'image', entityId: key, storeId: site.storeId, after }],
      };
    });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  app.get('/sites/:storeId/media', async (c) => {
    const { site } = await siteOfRoute(c, db, 'catalogue');
    const query = await readQuery(c, pageQuerySchema);
    const scope = eq(mediaFiles.clubId, site.clubId);
    const [total] = await db.select({ n: count() }).from(mediaFiles).where(scope);
    const rows = await db
      .select()
      .from(mediaFiles)
      .where(scope)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.key))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return c.json({
      items: rows.map(mediaView),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  app.get('/sites/:storeId/media/:id', async (c) => {
    const { site } = await siteOfRoute(c, db, 'catalogue');
    const view = mediaView(await mediaOr404(db, site.clubId, c.req.param('id')));
    c.header('ETag', etagOf(view));
    return c.json(view);
  });

  app.patch('/sites/:storeId/media/:id', async (c) => {
    const { member, site } = await siteOfRoute(c, db, 'catalogue');
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, focalSchema);
    const id = c.req.param('id');
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const row = await mediaOr404(tx, site.clubId, id);
      await tx
        .select({ key: mediaFiles.key })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, row.key))
        .for('update');
      const before = mediaView(await mediaOr404(tx, site.clubId, id));
      checkIfMatch(ifMatch, before);
      await tx.update(mediaFiles).set(change).where(eq(mediaFiles.key, row.key));
      const after = mediaView(await mediaOr404(tx, site.clubId, id));
      return {
        result: after,
        audit: [
          { action: 'update', entity: 'image', entityId: row.key, storeId: site.storeId, before, after },
        ],
      };
    });
    deps.caches.invalidateCatalogue();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  return app;
}
