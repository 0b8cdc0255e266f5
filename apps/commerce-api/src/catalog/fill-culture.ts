/**
 * A club's catalogue texts in a culture it did not have yet: when a club opens a site in a new
 * culture, every product (name, description, slug), colour name and add-on name gets that culture,
 * copied from the club's existing one, in the caller's transaction. Without it the new site could
 * not list them (the listing rows need a name and a slug in the site's culture) and every later
 * product edit of the club would fail while rebuilding them. Staff translate the copies through the
 * admin API or an import; a text the club has in the culture already is never touched.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** `column` with `to` added (from `from`, else the column's first text) where it lacks `to`. */
function withCulture(column: SQL, to: string, from: string): SQL {
  return sql`case when ${column} ? ${to} then ${column}
    else ${column} || jsonb_build_object(${to}::text, coalesce(${column} -> ${from}::text,
      (select value from jsonb_each(${column}) order by key limit 1), '""'::jsonb)) end`;
}

/** Copies the club's `from` texts to `to` wherever `to` is missing. */
export async function fillClubCulture(db: Db, clubId: string, to: string, from: string): Promise<void> {
  const name = sql.raw('name');
  const description = sql.raw('description');
  const slug = sql.raw('slug');
  const colorName = sql.raw('color_name');
  await db.execute(sql`
    update products set
      name = ${withCulture(name, to, from)},
      description = ${withCulture(description, to, from)},
      slug = ${withCulture(slug, to, from)}
    where club_id = ${clubId} and not (name ? ${to} and description ? ${to} and slug ? ${to})`);
  await db.execute(sql`
    update variants set color_name = ${withCulture(colorName, to, from)}
    where not (color_name ? ${to})
      and product_id in (select id from products where club_id = ${clubId})`);
  await db.execute(sql`
    update add_ons set name = ${withCulture(name, to, from)}
    where club_id = ${clubId} and not (name ? ${to})`);
}
