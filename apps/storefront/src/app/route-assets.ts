import { createContext, useContext } from 'react';
import { preinit } from 'react-dom';

/**
 * What a server render knows about the client build: for a source module (its id, the path from
 * the app's root, e.g. `src/pages/product/ProductPage.tsx`) the JS chunks and stylesheets the
 * browser needs to show it. Built from Vite's client manifest (`server/client-assets.ts`).
 */
export interface RouteAssets {
  /** Public URLs of the module's chunk and the chunks it imports statically. */
  scripts(moduleId: string): readonly string[];
  /** Public URLs of the stylesheets of the module and its static imports. */
  styles(moduleId: string): readonly string[];
}

/** The client build's assets a server render puts into the page. */
export interface ClientAssets {
  /** The entry module(s) the page starts with (in development Vite's client too). */
  entryScripts: readonly string[];
  /** The entry's stylesheets. */
  entryStyles: readonly string[];
  /** Chunks and stylesheets per lazily loaded module. */
  routes: RouteAssets;
}

/**
 * The assets of the client build, on the server only. In the browser there is none: Vite's own
 * loader brings a lazily loaded module's CSS and imports with it.
 */
export const RouteAssetsContext = createContext<RouteAssets | undefined>(undefined);

/**
 * On the server, puts a module's stylesheets into the document's head (React hoists the
 * `<link>`s by precedence), so the page is styled at first paint. Its chunks are not preloaded
 * from the head: the page's loader fetches them once the first screen has painted (see
 * ssr/boot-after-paint.ts). In the browser (no assets context) it does nothing.
 */
export function useRouteModuleAssets(moduleId: string | undefined): void {
  const assets = useContext(RouteAssetsContext);
  if (!assets || !moduleId) return;
  for (const href of assets.styles(moduleId)) preinit(href, { as: 'style', precedence: 'default' });
}
