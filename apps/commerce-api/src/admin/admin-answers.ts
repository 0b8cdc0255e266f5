/**
 * The answers the admin routes share, written once: an entity with its `ETag`, one page of a list,
 * and an import's report (422 when any row was bad: nothing was written then).
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { readQuery } from '../http/parse.ts';
import { etagOf } from './etag.ts';

/** Answers an entity with its `ETag` (what an edit sends back in `If-Match`); 201 for a creation. */
export function withEtag(c: Context, entity: object, status: 200 | 201 = 200): Response {
  c.header('ETag', etagOf(entity));
  return c.json(entity, status);
}

/** Answers one page of a list: its items, the page and page size asked for, and the total. */
export function pageAnswer(
  c: Context,
  query: { page: number; pageSize: number },
  found: { items: readonly unknown[]; total: number | undefined },
): Response {
  return c.json({ items: found.items, page: query.page, pageSize: query.pageSize, total: found.total });
}

/** Reads a list's query with its schema (400 naming what is wrong) and answers the page `list` finds. */
export async function listAnswer<TQuery extends v.GenericSchema<unknown, { page: number; pageSize: number }>>(
  c: Context,
  schema: TQuery,
  list: (query: v.InferOutput<TQuery>) => Promise<{ items: readonly unknown[]; total: number | undefined }>,
): Promise<Response> {
  const query = await readQuery(c, schema);
  return pageAnswer(c, query, await list(query));
}

/**
 * Answers an import's report: 200, or 422 `Admin.Error.ImportRejected` naming how many `rows` or
 * `entries` were bad (the report lists each with its reason; nothing was written).
 */
export function importAnswer(
  c: Context,
  report: { bad: readonly unknown[] },
  what: 'rows' | 'entries',
): Response {
  if (report.bad.length === 0) return c.json(report);
  const message = `${report.bad.length} bad ${what}: nothing was imported`;
  return c.json({ success: false, errors: [{ message, code: 'Admin.Error.ImportRejected' }], report }, 422);
}

/** Answers a file to download (`Content-Disposition: attachment`) named `filename`. */
export function fileAnswer(c: Context, filename: string, body: string, contentType: string): Response {
  return c.body(body, 200, {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}

/** Answers rows as a CSV file for a spreadsheet (`csvOf`). */
export function csvAnswer(c: Context, filename: string, csv: string): Response {
  return fileAnswer(c, filename, csv, 'text/csv; charset=utf-8');
}
