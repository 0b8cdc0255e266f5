import { sameSiteRedirect } from '@clubshop/validation';

/** The page meta of a resolved content route (docs/product/requirements.md#entities). */
export interface PageMeta {
  status?: number | undefined;
  redirect?: string | null | undefined;
  template?: string | null | undefined;
}

/** What the storefront does with a resolved path. */
export type ContentOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'render'; template: string };

/** The template a page renders with when neither the meta nor the route names one. */
export const DEFAULT_TEMPLATE = 'contentPage';

/**
 * docs/product/requirements.md#path-resolution: status 301 redirects to meta.redirect (default /),
 * status 404 shows the error page, other statuses render with the template (a content route may
 * name its own template through its content alias). A redirect off the site at `siteHostName`
 * is no page of ours: the error page, on the server and in the browser alike (`sameSiteRedirect`,
 * the one rule the admin API applies too; issue 43: an open redirect otherwise).
 */
export function contentOutcome(
  meta: PageMeta,
  contentAlias: string | null | undefined,
  siteHostName: string,
): ContentOutcome {
  if (meta.status === 301) {
    const to = sameSiteRedirect(meta.redirect || '/', siteHostName);
    return to === undefined ? { kind: 'not-found' } : { kind: 'redirect', to };
  }
  if (meta.status === 404) return { kind: 'not-found' };
  return { kind: 'render', template: meta.template || contentAlias || DEFAULT_TEMPLATE };
}
