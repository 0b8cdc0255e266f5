import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { browserChunkReloadEnvironment, reloadOnceForChunkError } from './chunk-reload.ts';

/** A code-split page: a lazy component plus `preload()` for link prefetch. */
export type LazyPage<TProps extends object> = LazyExoticComponent<ComponentType<TProps>> & {
  /** Starts loading the page's chunk (once); resolves when it is there. */
  preload: () => Promise<unknown>;
};

// A promise that never settles: the page is reloading, nothing more should render.
const reloading = () => new Promise<never>(() => undefined);

/**
 * Wraps a route's dynamic import: the chunk loads once (hover prefetch and render share it), and a
 * chunk that fails to load (a new deploy removed it) reloads the page once per 60 seconds
 * (spec sections 2 and 9). Any other failure, or a second chunk failure within the guard time,
 * reaches the error boundary.
 */
export function lazyPage<TProps extends object>(
  load: () => Promise<{ default: ComponentType<TProps> }>,
): LazyPage<TProps> {
  let loading: Promise<{ default: ComponentType<TProps> }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      if (typeof window !== 'undefined' && reloadOnceForChunkError(error, browserChunkReloadEnvironment())) {
        return reloading();
      }
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
