import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { dictionaryItems } from '../db/tables/content.ts';
import { dictionaryRows } from './built-in-dictionary.ts';

/**
 * Adds the built-in dictionary's rows a database lacks (a shop created, or a demo database
 * seeded, before new texts were written), never touching a row it has: a text someone changed stays as they wrote it.
 * Returns how many rows were added.
 */
export async function addMissingDictionaryRows(db: Db): Promise<number> {
  const json = JSON.stringify(dictionaryRows());
  const rows = await queryRows<{ alias: string }>(
    db,
    sql`insert into ${dictionaryItems} (culture, alias, value)
        select culture, alias, value from json_populate_recordset(null::${dictionaryItems}, ${json}::json)
        on conflict (culture, alias) do nothing
        returning alias`,
  );
  return rows.length;
}
