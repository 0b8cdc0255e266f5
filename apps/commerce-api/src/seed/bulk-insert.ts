/**
 * Fast inserts of many generated rows: one statement per chunk of rows, sent as one JSON
 * parameter and expanded by `json_populate_recordset`. Building a multi-row VALUES with a
 * parameter per cell in drizzle costs more JavaScript time than the database needs to store the
 * rows (and PostgreSQL caps a statement at 65,535 parameters); one JSON text per few thousand
 * rows makes the seed database-bound on PGlite and PostgreSQL alike.
 */
import { getTableColumns, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/**
 * Inserts `rows` (drizzle insert objects) into `table`. A value left out takes the column's
 * static default (drizzle `.default(...)`), else null; SQL defaults are not supported here.
 */
export async function bulkInsert<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: Array<TTable['$inferInsert']>,
  chunkSize = 5000,
): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        let value = (row as Record<string, unknown>)[key];
        if (value === undefined && column.default !== undefined && !(column.default instanceof SQL)) {
          value = column.default;
        }
        record[column.name] = value ?? null;
      }
      return record;
    });
    const json = JSON.stringify(chunk);
    await db.execute(
      sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}
