import { pageRoutes, templateRoutes } from '../routes/registry.ts';
import type { PageRoute, TemplateRoute } from '../routes/route.ts';

/** A page route that matched a path, with its `:name` segments decoded. */
export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** A path segment decoded, or undefined when it is not valid percent-encoding. */
function safelyDecoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The params of `pattern` in `pathname` (`:name` matches one non-empty segment), or undefined. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!pattern.includes(':')) return pattern === pathname ? {} : undefined;
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] as string;
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
      continue;
    }
    const value = segment ? safelyDecoded(segment) : undefined;
    if (value === undefined) return undefined;
    params[part.slice(1)] = value;
  }
  return params;
}

/** The page route at `pathname` (a fixed path; content paths resolve through the API instead). */
export function matchPageRoute(pathname: string): RouteMatch | undefined {
  for (const route of pageRoutes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/** The page routes of the account area (`guard: 'user'`), rendered inside its layout. */
export const userRoutes = pageRoutes.filter((route) => route.guard === 'user');

/** The page routes outside the account area. */
export const publicRoutes = pageRoutes.filter((route) => route.guard !== 'user');

const contentTemplate = templateRoutes[templateRoutes.length - 1] as TemplateRoute;

/**
 * The template a resolved route renders with: the one its content alias names when we know it
 * (a content route may name its own, docs/product/requirements.md#path-resolution), else its
 * template's, else the content page (unknown ones, e.g. `homePage`, `storyPage`).
 */
export function templateRouteFor(template: string, contentAlias: string | undefined): TemplateRoute {
  const named = (name: string | undefined) =>
    name ? templateRoutes.find((route) => route.templates.includes(name)) : undefined;
  return named(contentAlias) ?? named(template) ?? contentTemplate;
}
