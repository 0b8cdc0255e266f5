import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageRoutes } from '../../routes/registry.ts';
import { paths } from '../../routing/paths.ts';
import { isPersonalPage, isPersonalPath, isPersonalRoute } from './cache-policy.ts';

/** A path of `route` (its `:name` segments filled in). */
const pathOf = (route: { path: string }) => route.path.replaceAll(/:\w+/g, 'A-100');

const personalRoutes = pageRoutes.filter(isPersonalRoute);
const sharedRoutes = pageRoutes.filter((route) => !isPersonalRoute(route));

/**
 * The URL patterns the Varnish configuration passes by address alone (the `req.url ~ "…"` tests
 * of its "Pages about one shopper" rule): VCL cannot read the route registry, so this checks it
 * says the same.
 */
function varnishPersonalPatterns(): RegExp[] {
  const vcl = readFileSync(join(import.meta.dirname, '../../../../../deploy/varnish/clubshop.vcl'), 'utf8');
  const rule = /# Pages about one shopper[^\n]*\n\s*if \(([\s\S]*?)\) \{/.exec(vcl)?.[1];
  if (!rule) throw new Error('no "Pages about one shopper" rule in clubshop.vcl');
  return [...rule.matchAll(/req\.url ~ "([^"]+)"/g)].map(([, pattern]) => new RegExp(pattern ?? ''));
}

describe('which pages are personal', () => {
  test('the route registry says which: the basket, checkout, receipt, sign-in pages and the account area', () => {
    expect(personalRoutes.map((route) => route.path).sort()).toEqual(
      [
        paths.cart,
        paths.checkout,
        paths.receipt,
        paths.login,
        paths.forgotPassword,
        paths.resetPassword,
        paths.confirmEmail,
        paths.profile,
        paths.accountDetails,
        paths.orderHistory,
        '/user/order-history/:orderId/',
      ].sort(),
    );
    for (const route of personalRoutes) expect(isPersonalPath(pathOf(route)), route.path).toBe(true);
    for (const route of sharedRoutes) expect(isPersonalPath(pathOf(route)), route.path).toBe(false);
    // Content, categories and products (template routes) are everyone's.
    for (const path of [paths.home, '/men/shirts/', '/men/shirts/home-kit/classic-home-shirt-1000-navy/'])
      expect(isPersonalPath(path), path).toBe(false);
  });

  test('Varnish passes exactly the personal routes by their address', () => {
    const patterns = varnishPersonalPatterns();
    const passed = (path: string) => patterns.some((pattern) => pattern.test(path));
    for (const route of personalRoutes) expect(passed(pathOf(route)), route.path).toBe(true);
    for (const route of sharedRoutes) expect(passed(pathOf(route)), route.path).toBe(false);
    expect(passed('/men/shirts/')).toBe(false);
  });

  test('a page with a cookie of the shop, a cookie set or a form answered is personal', () => {
    const anonymous = { pathname: '/men/', cookieHeader: null, setsCookie: false, formAction: false };
    expect(isPersonalPage(anonymous)).toBe(false);
    expect(isPersonalPage({ ...anonymous, cookieHeader: 'other=1' })).toBe(false);
    expect(isPersonalPage({ ...anonymous, cookieHeader: 'clubshop_consent=all' })).toBe(true);
    expect(isPersonalPage({ ...anonymous, setsCookie: true })).toBe(true);
    expect(isPersonalPage({ ...anonymous, formAction: true })).toBe(true);
    expect(isPersonalPage({ ...anonymous, pathname: paths.cart })).toBe(true);
  });
});
