/**
 * A demo database seeded before new texts were written gets them on its next start, and keeps
 * every text it has (a changed one included).
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/database.ts';
import { createCommerceTestApi } from '../testing/commerce-test-api.ts';
import { openForFile } from '../testing/open-for-file.ts';
import { addMissingDictionaryRows } from './add-missing-dictionary-rows.ts';
import { dictionaryRows } from './built-in-dictionary.ts';

const api = openForFile(() => createCommerceTestApi());

it('adds the rows a seeded database lacks and changes none it has', async () => {
  const db = api.database.db;
  // An older seed: no Api.Error.* rows yet, and a club that reworded a text.
  await db.execute(sql`delete from dictionary_items where alias like 'Api.Error.%'`);
  await db.execute(
    sql`update dictionary_items set value = 'Ab in den Korb' where culture = 'de' and alias = 'Product.AddToBasket'`,
  );
  const missing = dictionaryRows().filter((row) => row.alias.startsWith('Api.Error.')).length;
  expect(missing).toBeGreaterThan(100);

  expect(await addMissingDictionaryRows(db)).toBe(missing);
  const value = async (culture: string, alias: string) =>
    (
      await queryRows<{ value: string }>(
        db,
        sql`select value from dictionary_items where culture = ${culture} and alias = ${alias}`,
      )
    )[0]?.value;
  expect(await value('de', 'Api.Error.VoucherNotFound')).toBe('Den Gutscheincode „{code}“ gibt es nicht.');
  expect(await value('de', 'Product.AddToBasket')).toBe('Ab in den Korb');
  // Nothing left to add the next time.
  expect(await addMissingDictionaryRows(db)).toBe(0);
});
