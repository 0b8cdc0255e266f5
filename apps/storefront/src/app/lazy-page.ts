import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
} from 'react';
import { browserChunkReloadEnvironment, reloadOnceForChunkError } from './chunk-reload.ts';
import { useRouteModuleAssets } from './route-assets.ts';

/** A module whose default export is a component. */
export interface ComponentModule<TProps extends object> {
  default: ComponentType<TProps>;
}

/** A code-split page: a component plus `preload()` for link prefetch and hydration. */
export type LazyPage<TProps extends object> = FunctionComponent<TProps> & {
  /** Starts loading the page's chunk (once); resolves when it is there. */
  preload: () => Promise<unknown>;
  /** Whether the chunk is loaded, so the page renders at once without suspending. */
  isLoaded: () => boolean;
  /** The module's id in the client build (`src/...`), when known: the server preloads its assets. */
  moduleId: string | undefined;
};

// A promise that never settles: the page is reloading, nothing more should render.
const reloading = () => new Promise<never>(() => undefined);

/**
 * Wraps a route's dynamic import: the chunk loads once (hover prefetch, hydration and render share
 * it), and a chunk that fails to load (a new deploy removed it) reloads the page once per 60
 * seconds (spec sections 2 and 9). Any other failure, or a second chunk failure within the guard
 * time, reaches the error boundary.
 *
 * Once loaded, the page renders synchronously: the server preloads a request's pages before it
 * renders, and the browser preloads the first page's before it hydrates, so neither suspends and
 * the server's HTML is complete (no fallback, nothing that needs JavaScript to be revealed). A
 * page that is not loaded yet suspends (React.lazy) inside the nearest Suspense boundary. On the
 * server the page also puts its chunk and stylesheets into the document's head.
 */
export function lazyPage<TProps extends object>(
  load: () => Promise<ComponentModule<TProps>>,
  moduleId?: string,
): LazyPage<TProps> {
  let loading: Promise<ComponentModule<TProps>> | undefined;
  let loaded: ComponentModule<TProps> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        if (
          typeof window !== 'undefined' &&
          reloadOnceForChunkError(error, browserChunkReloadEnvironment())
        ) {
          return reloading();
        }
        throw error;
      },
    );
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType<TProps>> = lazy(preload);
  // A factory run once per page at module level (like React.lazy itself), not inside a render.
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazily loaded page
  function Page(props: TProps) {
    useRouteModuleAssets(moduleId);
    return loaded ? createElement(loaded.default, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined, moduleId });
}
