/**
 * Admin routes of a site's category tree: read it, create a node, rename it, change its address,
 * move it under another parent, set its place among its siblings, and delete it when it is
 * empty (no child, no product of the club in it). A node's `key` (the club-wide path products
 * point at, e.g. `men/shirts`) is set when it is made and never changes, so a move or a rename
 * never loses a product. After each write the club's listing rows are rebuilt (product addresses
 * start with their category's), in the write's transaction.
 */
import { categoryChangeFormSchema, categoryFormSchema } from '@clubshop/validation';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import { categories, products } from '../catalog/tables.ts';
import { slugify } from '../catalogue-io/values.ts';
import { queryRows } from '../db/database.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of a new category (`POST /sites/{storeId}/categories`): the rules of
 * `@clubshop/validation` (decision 0054); whether its url and key are free is checked here.
 */
export const newCategorySchema = categoryFormSchema;
/** The body of a category change (`PATCH …/categories/{id}`): any editable field. */
export const categoryChangeSchema = categoryChangeFormSchema;

type CategoryRow = typeof categories.$inferSelect;

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

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listCategories: { method: 'GET', path: '/sites/:storeId/categories', area: 'catalogue', site: 'path' },
  getCategory: { method: 'GET', path: '/sites/:storeId/categories/:id', area: 'catalogue', site: 'path' },
  createCategory: {
    method: 'POST',
    path: '/sites/:storeId/categories',
    area: 'catalogue',
    site: 'path',
    body: newCategorySchema,
  },
  changeCategory: {
    method: 'PATCH',
    path: '/sites/:storeId/categories/:id',
    area: 'catalogue',
    site: 'path',
    body: categoryChangeSchema,
    ifMatch: true,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/sites/:storeId/categories/:id',
    area: 'catalogue',
    site: 'path',
  },
});

/** The routes of the category tree. */
export function categoryAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  const categoryOr404 = async (tx: typeof db, storeId: string, id: string): Promise<CategoryRow> => {
    const [row] = await tx
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
    if (!row) throw notFound({ message: `No category ${id}`, code: 'Admin.Error.NotFound' });
    return row;
  };
  const parentOr400 = async (tx: typeof db, storeId: string, id: string): Promise<CategoryRow> => {
    const [row] = await tx
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
    if (!row)
      throw new ApiError(400, [
        { field: 'parentId', message: `No category ${id} in this site`, code: 'Admin.Error.Invalid' },
      ]);
    return row;
  };
  /** Runs a write, turning a taken url or key into a 409 naming it. */
  const uniquely = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const field = takenField(error);
      if (field) throw conflict(field, `The site has a category with this ${field} already`);
      throw error;
    }
  };

  route(declared.listCategories, async (c, { site }) => {
    const rows = await db
      .select()
      .from(categories)
      .where(eq(categories.storeId, site.storeId))
      .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.name));
    // Nested: each node with its children, in their order.
    type Node = CategoryRow & { children: Node[] };
    const nodes = new Map<string, Node>(rows.map((row) => [row.id, { ...row, children: [] }]));
    const roots: Node[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId ? nodes.get(node.parentId) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return c.json({ items: roots });
  });

  route(declared.getCategory, async (c, { site }) => {
    const row = await categoryOr404(db, site.storeId, c.req.param('id'));
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  route(declared.createCategory, async (c, { member, site }) => {
    const input = await readAdminBody(c, newCategorySchema);
    const created = await uniquely(() =>
      auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
        const row = await categoryOr404(tx, site.storeId, id);
        return {
          result: row,
          audit: [{ action: 'create', entity: 'category', entityId: id, storeId: site.storeId, after: row }],
        };
      }),
    );
    deps.caches.invalidate({ categoryIds: [created.id] });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.changeCategory, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, categoryChangeSchema);
    const id = c.req.param('id');
    const updated = await uniquely(() =>
      auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
        await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
        const before = await categoryOr404(tx, site.storeId, id);
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
        const after = await categoryOr404(tx, site.storeId, id);
        return {
          result: after,
          audit: [
            { action: 'update', entity: 'category', entityId: id, storeId: site.storeId, before, after },
          ],
        };
      }),
    );
    deps.caches.invalidate({ categoryIds: [id] });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deleteCategory, async (c, { member, site }) => {
    const id = c.req.param('id');
    await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
      const before = await categoryOr404(tx, site.storeId, id);
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
    deps.caches.invalidate({ categoryIds: [id] });
    return c.body(null, 204);
  });

  return app;
}
