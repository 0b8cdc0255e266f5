/**
 * Every admin route declares who may call it, next to its method and path (decision 0085):
 *
 * ```ts
 * const declared = declareAdminRoutes({
 *   listPages: { method: 'GET', path: '/sites/:storeId/pages', area: 'content', site: 'path', query: pageQuerySchema },
 * });
 * // …
 * const route = adminRouter(app, deps);
 * route(declared.listPages, async (c, { site }) => c.json(await pagesOf(db, site, await readQuery(c, pageQuerySchema))));
 * ```
 *
 * One middleware, {@link accessGuard}, decides every declared route with the one permission table
 * (`mayDo` of `staff/roles.ts`, which reads `@clubshop/api-sdk/admin`): 403 outside the role's
 * area, 403 outside the member's sites, 404 for an unknown site of the path. The admin OpenAPI
 * document is generated from the same declarations (`openapi/admin-openapi-document.ts`), its
 * access rules included.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { notFound } from '../shared/api-error.ts';
import { siteRowOf } from '../sites/site-row.ts';
import type { Actor } from '../staff/audit.ts';
import { type AdminArea, mayDo } from '../staff/roles.ts';
import type { StaffMember } from '../staff/staff-token.ts';
import { type AdminEnv, forbidden, requireSite } from './admin-auth.ts';

/**
 * Which sites bound a route, beyond its area:
 * - `path`: the site of the path's `:storeId` (403 outside the member's sites, 404 unknown);
 * - `{ query }`: the site named by that query parameter, when given (403 outside their sites);
 * - `row`: the site of the row the route names, checked once the row is read (an order's);
 * - `shared-read` / `shared-write`: rows of one site or of every site (vouchers, shipping;
 *   decision 0049): staff read the shared rows and their sites' (another site's row is a 404),
 *   change their sites' rows, and only staff of all sites change the shared ones.
 */
export type AdminSiteRule = 'path' | { query: string } | 'row' | 'shared-read' | 'shared-write';

/** Who may call a route: nobody needs a token (`public`), any member (`any-member`), or an area's roles. */
export type AdminAccessArea = 'public' | 'any-member' | AdminArea;

/** One route of the admin API as declared by its module: what it is and who may call it. */
export interface AdminRouteDeclaration {
  /** The OpenAPI operationId (and the admin client's name of the call). */
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono's path under `/admin/api` (`/sites/:storeId/pages/:id`). */
  path: string;
  area: AdminAccessArea;
  site?: AdminSiteRule;
  /** Only staff of all sites, refused with this reason (403) otherwise. */
  allSites?: string;
  /** The schema of the query (`readQuery`), an object of optional strings on the wire. */
  query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  /** The schema of the JSON body (`readJsonBody`, `readAdminBody`). */
  body?: v.GenericSchema;
  /** A write that needs an `Idempotency-Key` header. */
  idempotencyKey?: boolean;
  /** An edit that needs `If-Match` (428 without, 412 when stale). */
  ifMatch?: boolean;
}

/** The site row of a `site: 'path'` route. */
export type AdminSiteRow = NonNullable<Awaited<ReturnType<typeof siteRowOf>>>;

/**
 * What the guard hands the handler: the member and their name in the audit log (none on a public
 * route), and the path's site.
 */
export type AdminAccessOf<D extends AdminRouteDeclaration> = D['area'] extends 'public'
  ? Record<string, never>
  : D['site'] extends 'path'
    ? { member: StaffMember; actor: Actor; site: AdminSiteRow }
    : { member: StaffMember; actor: Actor };

/** The actor of an admin request, for the audit log. */
export function actorOf(member: { id: string; email: string }): Actor {
  return { staffId: member.id, name: member.email };
}

/** A declared route's handler: the request and what the guard established. */
export type AdminHandler<D extends AdminRouteDeclaration> = (
  c: Context<AdminEnv, D['path']>,
  access: AdminAccessOf<D>,
) => Response | Promise<Response>;

interface Granted {
  member?: StaffMember;
  actor?: Actor;
  site?: AdminSiteRow;
}

const granted = new WeakMap<Context, Granted>();

/**
 * The one middleware deciding every declared admin route: the member's role must work in the
 * area (`mayDo`), be of all sites where the route says so, and cover the route's site. Refusals
 * are 403 `Api.Error.Forbidden`; a path's site that does not exist, 404.
 */
export function accessGuard(
  deps: Pick<AppDeps, 'db'>,
  declaration: AdminRouteDeclaration,
): MiddlewareHandler<AdminEnv> {
  const { area, site, allSites } = declaration;
  return async (c, next) => {
    if (area === 'public') {
      granted.set(c, {});
      return next();
    }
    const member = c.get('staff');
    if (area !== 'any-member' && !mayDo(member.role, area))
      throw forbidden(`The role ${member.role} may not work on ${area}`);
    const access: Granted = { member, actor: actorOf(member) };
    if (site === 'path') {
      const storeId = c.req.param('storeId') ?? '';
      requireSite(member, storeId);
      const row = await siteRowOf(deps.db, storeId);
      if (!row) throw notFound({ message: `No site ${storeId}`, code: 'Admin.Error.NotFound' });
      access.site = row;
    } else if (typeof site === 'object') {
      const storeId = c.req.query(site.query);
      if (storeId) requireSite(member, storeId);
    }
    if (allSites !== undefined && !member.allSites) throw forbidden(allSites);
    granted.set(c, access);
    return next();
  };
}

/**
 * A module's table of route declarations, keyed by operationId: `declared.listPages` is
 * `{ operationId: 'listPages', method: 'GET', path: '/sites/:storeId/pages', area: 'content', site: 'path', … }`.
 */
export function declareAdminRoutes<
  const T extends Record<string, Omit<AdminRouteDeclaration, 'operationId'>>,
>(table: T): { [K in keyof T & string]: T[K] & { operationId: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, declaration]) => [operationId, { ...declaration, operationId }]),
  ) as { [K in keyof T & string]: T[K] & { operationId: K } };
}

const declared = new WeakMap<Hono<AdminEnv>, AdminRouteDeclaration[]>();

/** The routes declared on `app` (a module's Hono app), in their order. */
export function declarationsOf(app: Hono<AdminEnv>): readonly AdminRouteDeclaration[] {
  return declared.get(app) ?? [];
}

/**
 * The declaring function of a module's routes: `route(declaration, handler)` registers the
 * handler at the declaration's method and path behind {@link accessGuard}, and records the
 * declaration for the OpenAPI document.
 */
export function adminRouter(app: Hono<AdminEnv>, deps: Pick<AppDeps, 'db'>) {
  const list: AdminRouteDeclaration[] = [];
  declared.set(app, list);
  return <const D extends AdminRouteDeclaration>(declaration: D, handler: AdminHandler<D>): void => {
    list.push(declaration);
    app.on(declaration.method, declaration.path, accessGuard(deps, declaration), (c) =>
      handler(c as Context<AdminEnv, D['path']>, granted.get(c) as AdminAccessOf<D>),
    );
  };
}

/**
 * A module of admin routes: its Hono app and the declaring function of its routes
 * ({@link adminRouter}), `const { app, route } = adminModule(deps)`.
 */
export function adminModule(deps: Pick<AppDeps, 'db'>) {
  const app = new Hono<AdminEnv>();
  return { app, route: adminRouter(app, deps) };
}

/**
 * The access of the routes on rows of one site or of every site (vouchers, shipping; decision
 * 0049), of an area: `read` (`shared-read`) and `write` (`shared-write`), for a declaration to spread.
 */
export function sharedRowsAccess<const A extends AdminArea>(area: A) {
  return { read: { area, site: 'shared-read' }, write: { area, site: 'shared-write' } } as const;
}
