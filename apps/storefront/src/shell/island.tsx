import { type ComponentType, Suspense, useCallback } from 'react';
import { type ComponentModule, type LazyPage, lazyPage } from '../app/lazy-page.ts';

/** How close to the screen (CSS margin) an island's code starts loading. */
const NEAR_SCREEN = '200px';

/**
 * A part of a server-rendered page that is not needed to use the page's first screen (the footer):
 * the server renders it as usual; the browser keeps that HTML as it is, and loads the part's code
 * and hydrates it only when it comes near the screen. So a first visit downloads only what the
 * shopper sees first. Its links work meanwhile (plain links), its controls once it is hydrated.
 *
 * It holds as long as nothing above it changes while it waits: the contexts over the layout keep
 * one value for the page's life (see TrackingProvider).
 */
export function lazyIsland<TProps extends object>(
  load: () => Promise<ComponentModule<TProps>>,
): ComponentType<TProps> & { preload: () => Promise<unknown> } {
  let near: () => void = () => undefined;
  const nearScreen =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          near = resolve;
        });
  // No module id: the server must not preload an island's chunk (the stylesheet is the app's one).
  const Page: LazyPage<TProps> = lazyPage(() => nearScreen.then(load));

  // A factory run once per island at module level (like React.lazy itself), not inside a render.
  // biome-ignore lint/correctness/noComponentHookFactories: one component per island
  function Island(props: TProps) {
    const observe = useCallback((element: HTMLDivElement | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        near();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            near();
          }
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={observe} className="sf-island">
        <Suspense fallback={null}>
          <Page {...props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Island, { preload: Page.preload });
}
