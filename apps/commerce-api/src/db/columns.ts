/**
 * Column builders the tables of every domain share: the column that names the row a row belongs
 * to (and goes with).
 */
import { type AnyPgColumn, text } from 'drizzle-orm/pg-core';

/**
 * A required text column naming the row this row belongs to (`target`, usually an id): deleting
 * that row deletes this one (`ON DELETE CASCADE`).
 */
export function belongsTo<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return text(name).notNull().references(target, { onDelete: 'cascade' });
}
