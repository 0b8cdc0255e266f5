/**
 * A club's uploaded images as the admin API works on them (`admin/media-routes.ts` parses, calls
 * these, presents): the row of an upload, the list, the focal point. Every write is audited in
 * its transaction.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mediaFiles } from '../db/tables/images.ts';
import { notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';

type MediaRow = typeof mediaFiles.$inferSelect;

/** An upload as the admin API shows it. */
export function mediaView(row: MediaRow) {
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

/** An upload as the admin API shows it. */
export type MediaView = ReturnType<typeof mediaView>;

async function mediaOr404(tx: Db, clubId: string, id: string): Promise<MediaRow> {
  const key = `uploads/${clubId}/${id}`;
  const [row] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.clubId, clubId), eq(mediaFiles.key, key)));
  if (!row) throw notFound({ message: `No image ${id}`, code: 'Admin.Error.NotFound' });
  return row;
}

/** One upload of the club by its id (the last part of its key); 404 when none. */
export async function adminMedia(db: Db, clubId: string, id: string): Promise<MediaView> {
  return mediaView(await mediaOr404(db, clubId, id));
}

/** The row of a stored upload file, audited. */
export function recordUpload(
  db: Db,
  actor: Actor,
  now: Date,
  site: { clubId: string; storeId: string },
  file: { key: string; contentType: string; bytes: number; width: number; height: number },
): Promise<MediaView> {
  return auditedWrite(db, actor, now, async (tx) => {
    await tx.insert(mediaFiles).values({ ...file, clubId: site.clubId, createdAt: now });
    const after = mediaView(await mediaOr404(tx, site.clubId, file.key.split('/').pop() as string));
    return {
      result: after,
      audit: [{ action: 'create', entity: 'image', entityId: file.key, storeId: site.storeId, after }],
    };
  });
}

/** One page of the club's uploads, newest first, and how many there are. */
export async function listAdminMedia(
  db: Db,
  clubId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: MediaView[]; total: number }> {
  const scope = eq(mediaFiles.clubId, clubId);
  const [total] = await db.select({ n: count() }).from(mediaFiles).where(scope);
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(scope)
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.key))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items: rows.map(mediaView), total: total?.n ?? 0 };
}

/** Sets an upload's focal point (412 when `ifMatch` is stale), audited. */
export function setFocalPoint(
  db: Db,
  actor: Actor,
  now: Date,
  site: { clubId: string; storeId: string },
  id: string,
  ifMatch: string,
  change: { focalTop: number; focalLeft: number },
): Promise<MediaView> {
  return auditedWrite(db, actor, now, async (tx) => {
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
      audit: [{ action: 'update', entity: 'image', entityId: row.key, storeId: site.storeId, before, after }],
    };
  });
}
