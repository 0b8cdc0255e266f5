import { type ComponentType, memo, Suspense, useCallback, useEffect, useRef } from 'react';
import { type ComponentModule, type LazyPage, lazyPage } from '../app/lazy-page.ts';
import { type InteractionRecorder, recordUntilHydrated } from './island-replay.ts';
import { listenWithin } from './listen-within.ts';

/** How close to the screen (CSS margin) a near-screen island's code starts loading. */
const NEAR_SCREEN = '200px';

/** What the shopper does on an interaction island before its code loads (it then hydrates). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

/** When an island's code loads. */
export type IslandTrigger =
  /** As it comes within 200px of the screen (the footer). */
  | 'near-screen'
  /** When the pointer, a touch or the keyboard focus first reaches it (the header's megamenu). */
  | 'interaction';

/** Observes an island's element and calls `load` once its trigger happens; returns a cleanup. */
function watchTrigger(element: HTMLElement, trigger: IslandTrigger, load: () => void): () => void {
  if (trigger === 'interaction') {
    // The shopper got there before the page was hydrated (the focus or the pointer is on it).
    if (element.contains(document.activeElement) || element.querySelector(':hover')) {
      load();
      return () => undefined;
    }
    const stop = listenWithin(element, INTERACTIONS, () => {
      stop();
      load();
    });
    return stop;
  }
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Shown only where there is no server HTML to keep (a page rendered in the browser): the island's
 * code loads at once then, as there is nothing on screen to wait for.
 */
function LoadNow({ load }: { load: () => void }) {
  useEffect(() => load(), [load]);
  return null;
}

/** Renders nothing; its effect runs once the island's content is hydrated (or rendered). */
function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/**
 * A part of a server-rendered page that is not needed to use the page's first screen (the footer,
 * the megamenu's panels): the server renders it as usual; the browser keeps that HTML as it is,
 * and loads the part's code and hydrates it only when its trigger happens (see
 * {@link IslandTrigger}). So a first visit downloads only what the shopper uses first. Its links
 * work meanwhile (plain links), its controls once it is hydrated.
 *
 * It holds as long as the island's props do not change while it waits (it is memoised, so a
 * re-render above it with the same props passes it by): give it props that stay the same for the
 * page's life, and let the island's module read what changes (the route) itself. The contexts over
 * the layout keep one value for the page's life (see TrackingProvider).
 *
 * See docs/decisions/0005-server-rendered-storefront.md (islands).
 */
export function lazyIsland<TProps extends object>(
  load: () => Promise<ComponentModule<TProps>>,
  {
    trigger = 'near-screen',
    replay: replays = true,
  }: {
    trigger?: IslandTrigger;
    /**
     * Whether an interaction island records what the shopper does before it is hydrated and does
     * it again after (default). Off for an island whose controls work natively (a `popover`
     * button, a GET form): the browser has already done what was asked, and a replay would undo it.
     */
    replay?: boolean;
  } = {},
): ComponentType<TProps> & { preload: () => Promise<unknown> } {
  let triggered: () => void = () => undefined;
  const triggeredOnce =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          triggered = resolve;
        });
  // No module id: the server must not preload an island's chunk (the stylesheet is the app's one).
  const Page: LazyPage<TProps> = lazyPage(() => triggeredOnce.then(load));

  // A factory run once per island at module level (like React.lazy itself), not inside a render.
  // biome-ignore lint/correctness/noComponentHookFactories: one component per island
  function Island(props: TProps) {
    // What the shopper does on an interaction island before it is hydrated is done again after.
    const recorder = useRef<InteractionRecorder | undefined>(undefined);
    const observe = useCallback((element: HTMLDivElement | null) => {
      if (!element) return undefined;
      const unwatch = watchTrigger(element, trigger, triggered);
      if (trigger === 'interaction' && replays) recorder.current ??= recordUntilHydrated(element);
      return () => {
        unwatch();
        recorder.current?.dispose();
        recorder.current = undefined;
      };
    }, []);
    const replay = useCallback(() => {
      recorder.current?.replay();
      recorder.current = undefined;
    }, []);
    return (
      // An interaction island takes no box of its own (the megamenu stays a flex item of the header
      // bar); a near-screen one needs a box for the IntersectionObserver to see.
      <div
        ref={observe}
        className={trigger === 'interaction' ? 'sf-island sf-island--contents' : 'sf-island'}
      >
        <Suspense fallback={<LoadNow load={triggered} />}>
          <Page {...props} />
          <AfterHydration onHydrated={replay} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(memo(Island), { preload: Page.preload });
}
