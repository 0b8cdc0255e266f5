/**
 * Writing many rows in one statement: the rows go to the database as one JSON parameter, which
 * `jsonb_to_recordset` turns back into typed rows (`insert … select … from
 * jsonb_to_recordset($1) as r(<the table's columns and types>) on conflict …`). A multi-row
 * `VALUES` list of drizzle needs one parameter per cell (building and parsing 10,000 of them per
 * thousand rows) and stays under PostgreSQL's 65,535 parameters only in chunks; one JSON text
 * parses in C on both databases, PGlite and PostgreSQL, whatever the number of rows.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** How a bulk write treats a row whose key is taken. */
export interface BulkConflict<T extends PgTable> {
  /** The columns of the unique key (the table's primary key, usually). */
  target: ReadonlyArray<keyof T['$inferInsert'] & string>;
  /** Update every written column but the key (`update`), or leave the row as it is (`ignore`). */
  action: 'update' | 'ignore';
  /** Columns an update leaves as they were (a product's first sort order and creation time). */
  keep?: ReadonlyArray<keyof T['$inferInsert'] & string>;
}

/** Rows per statement: bounds the JSON text of one statement (a few megabytes). */
const rowsPerStatement = 5000;

/** A value as JSON for `jsonb_to_recordset` (dates as ISO text, which the typed column reads). */
function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** A quoted SQL identifier. */
function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Inserts `rows` into `table` (or upserts them with `conflict`) a few thousand rows per
 * statement. Every row must give the same columns (those of the first row are written; the
 * others take their defaults). Call inside a transaction when the write must be all or nothing.
 *
 * @example
 * await bulkInsert(tx, items, itemRows, { target: ['id'], action: 'update' });
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  conflict?: BulkConflict<T>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => all[key] !== undefined);
  const columns = keys.map((key) => all[key] as PgColumn);
  const names = columns.map((column) => identifier(column.name)).join(', ');
  const recordType = columns.map((column) => `${identifier(column.name)} ${column.getSQLType()}`).join(', ');
  let onConflict: SQL = sql``;
  if (conflict) {
    const target = conflict.target.map((key) => identifier((all[key] as PgColumn).name));
    const kept = new Set<string>([...conflict.target, ...(conflict.keep ?? [])]);
    const updated = keys.filter((key) => !kept.has(key)).map((key) => all[key] as PgColumn);
    onConflict =
      conflict.action === 'ignore' || updated.length === 0
        ? sql.raw(` on conflict (${target.join(', ')}) do nothing`)
        : sql.raw(
            ` on conflict (${target.join(', ')}) do update set ${updated
              .map((column) => `${identifier(column.name)} = excluded.${identifier(column.name)}`)
              .join(', ')}`,
          );
  }
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const part = rows.slice(start, start + rowsPerStatement);
    const json = JSON.stringify(
      part.map((row) =>
        Object.fromEntries(
          keys.map((key, index) => [
            (columns[index] as PgColumn).name,
            jsonValue((row as Record<string, unknown>)[key]),
          ]),
        ),
      ),
    );
    await db.execute(
      sql`insert into ${sql.raw(identifier(getTableName(table)))} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(recordType)})${onConflict}`,
    );
  }
}

/**
 * Deletes the rows of `table` whose `column` is one of `values`, in one statement (`inList`).
 */
export async function bulkDelete<T extends PgTable>(
  db: Db,
  table: T,
  column: PgColumn,
  values: readonly string[],
): Promise<void> {
  if (values.length === 0) return;
  await db.execute(
    sql`delete from ${sql.raw(identifier(getTableName(table)))} where ${inList(sql.raw(identifier(column.name)), values)}`,
  );
}

/**
 * The values as one PostgreSQL `text[]` literal (`{"a","b"}`), to pass as one parameter cast to
 * `text[]`: a list of any length in one statement, which the planner turns into a hashed or
 * indexed `= any(…)` (an `in (select jsonb_array_elements_text(…))` was re-read per row).
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/**
 * `column = any(<values>)` with the values as one `text[]` parameter: one statement for any
 * number of keys (drizzle's `inArray` takes a parameter per value, at most 65,535).
 */
export function inList(column: PgColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} = any(${textArray(values)}::text[])`;
}
