/**
 * A site's category tree as the admin API works on it (`admin/category-routes.ts` parses, calls
 * these, presents): the tree, one node, a new node, a change (rename, new address, move under
 * another parent, new place among its siblings) and deleting an empty node (no child, no product
 * of the club in it). A node's `key` (the club-wide path products point at, e.g. `men/shirts`) is
 * set when it is made and never changes, so a move or a rename never loses a product. After a
 * change the club's listing rows are rebuilt (product addresses start with their category's), in
 * the write's transaction. Every write is audited; throws `ApiError`, sees no request.
 */
import type { categoryChangeFormSchema, categoryFormSchema } from '@clubshop/validation';
import { and, asc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import { type Db, queryRows } from '../db/database.ts';
import { categories, products } from '../db/tables/catalog.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { slugify } from './values.ts';

type CategoryRow = typeof categories.$inferSelect;
/** A node of the tree as the admin API answers it: the row with its children, in their order. */
export type CategoryNode = CategoryRow & { children: CategoryNode[] };
/** The site a category write is on. */
export interface CategorySite {
  storeId: string;
  clubId: string;
  rootCategoryId: string;
}

const conflict = (field: string, message: string) =>
  new ApiError(409, [{ field, message, code: 'Admin.Error.Exists' }]);

/** A unique index refused the row: which field it is about. */
function takenField(error: unknown): string | undefined {
  const cause = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = cause.code ?? cause.cause?.code;
  if (code !== '23505') return undefined;
  const constraint = cause.constraint ?? cause.cause?.constraint ?? '';
  return constraint.endsWith('_key') ? 'key' : 'url';
}

/** Runs a write, turning a taken url or key into a 409 naming it. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = takenField(error);
    if (field) throw conflict(field, `The site has a category with this ${field} already`);
    throw error;
  }
}

async function categoryRow(tx: Db, storeId: string, id: string): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
  return row;
}

/** A category of the site, or 404. */
export async function categoryOf(db: Db, storeId: string, id: string): Promise<CategoryRow> {
  const row = await categoryRow(db, storeId, id);
  if (!row) throw notFound({ message: `No category ${id}`, code: 'Admin.Error.NotFound' });
  return row;
}

/** The parent a body names, or 400 on `parentId`. */
async function parentOr400(tx: Db, storeId: string, id: string): Promise<CategoryRow> {
  const row = await categoryRow(tx, storeId, id);
  if (!row)
    throw new ApiError(400, [
      { field: 'parentId', message: `No category ${id} in this site`, code: 'Admin.Error.Invalid' },
    ]);
  return row;
}

/** The site's tree: its roots, each node with its children (by depth, place, then name). */
export async function categoryTree(db: Db, storeId: string): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.name));
  const nodes = new Map<string, CategoryNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Adds a node under its parent (the site's root when none is named), last among its siblings unless placed. */
export async function createCategory(
  db: Db,
  actor: Actor,
  now: Date,
  site: CategorySite,
  input: v.InferOutput<typeof categoryFormSchema>,
): Promise<CategoryRow> {
  return uniquely(() =>
    auditedWrite(db, actor, now, async (tx) => {
      const parent = await parentOr400(tx, site.storeId, input.parentId ?? site.rootCategoryId);
      const slug = slugify(input.name) || 'category';
      const key = input.key ?? (parent.key ? `${parent.key}/${slug}` : slug);
      const id = `${site.storeId}-c-${key.replace(/\//g, '-')}`;
      const [last] = await queryRows<{ n: number | null }>(
        tx,
        sql`select max(sort_order)::int as n from categories where parent_id = ${parent.id}`,
      );
      await tx.insert(categories).values({
        id,
        storeId: site.storeId,
        parentId: parent.id,
        key,
        name: input.name,
        url: input.url ?? `${parent.url}${slug}/`,
        metaTitle: input.metaTitle ?? input.name,
        metaDescription: input.metaDescription ?? input.name,
        depth: parent.depth + 1,
        sortOrder: input.sortOrder ?? (last?.n ?? 0) + 1,
      });
      const row = await categoryOf(tx, site.storeId, id);
      return {
        result: row,
        audit: [{ action: 'create', entity: 'category', entityId: id, storeId: site.storeId, after: row }],
      };
    }),
  );
}

/** Changes a node read as `ifMatch` (412 when it changed since); a move takes its descendants along. */
export async function changeCategory(
  db: Db,
  actor: Actor,
  now: Date,
  site: CategorySite,
  id: string,
  ifMatch: string,
  change: v.InferOutput<typeof categoryChangeFormSchema>,
): Promise<CategoryRow> {
  return uniquely(() =>
    auditedWrite(db, actor, now, async (tx) => {
      await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
      const before = await categoryOf(tx, site.storeId, id);
      checkIfMatch(ifMatch, before);
      let depth = before.depth;
      if (change.parentId !== undefined && change.parentId !== before.parentId) {
        if (before.parentId === null)
          throw new ApiError(400, [
            { field: 'parentId', message: 'The root category stays the root', code: 'Admin.Error.Invalid' },
          ]);
        const parent = await parentOr400(tx, site.storeId, change.parentId);
        // The new parent must not be the node or one of its descendants (a loop).
        const [loop] = await queryRows<{ id: string }>(
          tx,
          sql`with recursive below(id) as (
                select ${id}::text union all
                select c.id from categories c join below b on c.parent_id = b.id)
              select id from below where id = ${parent.id}`,
        );
        if (loop)
          throw new ApiError(400, [
            {
              field: 'parentId',
              message: 'A category cannot move under itself or one of its own children',
              code: 'Admin.Error.Invalid',
            },
          ]);
        depth = parent.depth + 1;
      }
      await tx
        .update(categories)
        .set({ ...change, depth })
        .where(eq(categories.id, id));
      if (depth !== before.depth) {
        // The node's descendants move with it.
        await tx.execute(sql`
          with recursive below(id, depth) as (
            select c.id, ${depth}::int + 1 from categories c where c.parent_id = ${id}
            union all
            select c.id, b.depth + 1 from categories c join below b on c.parent_id = b.id)
          update categories set depth = below.depth from below where categories.id = below.id`);
      }
      await refreshStoreVariants(tx, site.clubId);
      const after = await categoryOf(tx, site.storeId, id);
      return {
        result: after,
        audit: [{ action: 'update', entity: 'category', entityId: id, storeId: site.storeId, before, after }],
      };
    }),
  );
}

/** Deletes an empty node (409 for the root, a node with children, or one the club's products are in). */
export async function deleteCategory(
  db: Db,
  actor: Actor,
  now: Date,
  site: CategorySite,
  id: string,
): Promise<void> {
  await auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    const before = await categoryOf(tx, site.storeId, id);
    const refuse = (message: string) => new ApiError(409, [{ message, code: 'Admin.Error.NotEmpty' }]);
    if (before.parentId === null) throw refuse('The root category is not deleted');
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child) throw refuse('The category has categories under it: move or delete them first');
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.clubId, site.clubId), eq(products.categoryKey, before.key)))
      .limit(1);
    if (product) throw refuse('The category has products: move them to another category first');
    await tx.delete(categories).where(eq(categories.id, id));
    return {
      result: undefined,
      audit: [{ action: 'delete', entity: 'category', entityId: id, storeId: site.storeId, before }],
    };
  });
}
