import { describe, expect, test } from 'vitest';
import { pageRoutes, templateRoutes } from '../routes/registry.ts';
import { matchPageRoute, matchPath, publicRoutes, templateRouteFor, userRoutes } from './match-route.ts';
import { paths } from './paths.ts';

describe('the route registry', () => {
  test('every fixed path of paths.ts is a page route, each once', () => {
    const fixed = Object.values(paths).map((path) => (typeof path === 'function' ? path('A-100') : path));
    for (const path of fixed.filter((path) => path !== paths.home)) {
      expect(matchPageRoute(path), path).toBeDefined();
    }
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  test('the account area holds exactly the /user/ pages, all guarded', () => {
    expect(userRoutes.length).toBeGreaterThan(0);
    expect(userRoutes.every((route) => route.path.startsWith('/user/'))).toBe(true);
    expect(publicRoutes.some((route) => route.path.startsWith('/user/'))).toBe(false);
  });

  test("an order's page takes its decoded id; anything else under it is no page route", () => {
    expect(matchPageRoute(paths.order('a/b'))?.params).toEqual({ orderId: 'a/b' });
    expect(matchPageRoute('/user/order-history/A-1/more/')).toBeUndefined();
    expect(matchPath('/user/order-history/:orderId/', '/user/order-history/%E0%A4%A/')).toBeUndefined();
    expect(matchPath('/user/order-history/:orderId/', '/user/order-history//')).toBeUndefined();
  });

  test('a content path is no page route', () => {
    expect(matchPageRoute('/')).toBeUndefined();
    expect(matchPageRoute('/men/shirts/')).toBeUndefined();
  });

  test('a known content alias picks its template; unknown ones render as content pages', () => {
    const [category, product, content] = templateRoutes;
    expect(templateRouteFor('categoryPage', undefined)).toBe(category);
    expect(templateRouteFor('contentPage', 'productPage')).toBe(product);
    expect(templateRouteFor('termsPage', undefined)).toBe(content);
    expect(templateRouteFor('homePage', 'storyPage')).toBe(content);
  });
});
