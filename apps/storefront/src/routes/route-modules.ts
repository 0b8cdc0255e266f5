import type { ComponentModule } from '../app/lazy-page.ts';

// Every code-split page of the shop, by its path under src/. Vite turns each into a chunk of its
// own; the path doubles as the module's id in the client build's manifest, which is how the
// server finds the chunk and stylesheets of the page it renders.
const pageModules = import.meta.glob<ComponentModule<never>>([
  '../pages/**/*Page.tsx',
  '../routing/UserArea.tsx',
  '../errors/GuardedErrorPage.tsx',
]);

/**
 * The loader and build id of a page module, e.g. `routeModule('pages/cart/CartPage.tsx')` ->
 * `[() => import('../pages/cart/CartPage.tsx'), 'src/pages/cart/CartPage.tsx']`; spread into
 * `lazyPage(...)`.
 */
export function routeModule<TProps extends object>(
  path: string,
): [load: () => Promise<ComponentModule<TProps>>, moduleId: string] {
  const load = pageModules[`../${path}`];
  if (!load) throw new Error(`No page module src/${path}`);
  return [load as unknown as () => Promise<ComponentModule<TProps>>, `src/${path}`];
}
