import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useStorefrontClient } from '../app/client-context.ts';
import { usePlatform } from '../app/platform.ts';
import { scrollToAnchor } from '../app/scroll-to-anchor.ts';
import { arrivalPath } from './arrival.ts';
import { installLinkPrefetch } from './link-prefetch.ts';
import { currentHeading, focusNewPageHeading } from './page-focus.ts';
import { ScrollMemory, scrollWhenReachable } from './scroll-memory.ts';

/** The address a scroll position belongs to: path and query. */
function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Focuses the element a `#hash` names (made focusable by script when it is not). */
function focusAnchorTarget(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
}

/** A new page starts at the top, or at its anchor when the address has a hash. */
function scrollToStart(): () => void {
  if (!window.location.hash) {
    window.scrollTo?.({ top: 0 });
    return () => undefined;
  }
  // The target may render a moment later (lazy page, data): try again once it may be there.
  if (scrollToAnchor(window.location.hash)) return () => undefined;
  const timer = window.setTimeout(() => scrollToAnchor(window.location.hash), 300);
  return () => window.clearTimeout(timer);
}

/**
 * What happens around every navigation: a new page starts at the top, or at its anchor 50 px
 * below the top when the URL has a hash; Back and Forward return to where the shopper was (on
 * another page too, e.g. page 2 of a listing: the browser's own restoration jumps before a
 * client-rendered page has its content); in-page anchors such as the skip link scroll and move
 * the focus to their target; a new page takes the focus to its main heading (see
 * `focusNewPageHeading`); links prefetch their route chunk on hover and focus (unless the
 * connection is 2g or saves data).
 */
export default function NavigationEffects() {
  const [location] = useLocation();
  const search = useSearch();
  const client = useStorefrontClient();
  const queryClient = useQueryClient();
  const store = useStore();
  const { sanitizeHtml } = usePlatform();
  const memory = useRef(new ScrollMemory()).current;
  // This component loads after the first interaction, which may be a click on a link: measured
  // from the page the shopper arrived on, a navigation that came first still starts at the top.
  const previousPath = useRef(arrivalPath);
  // The heading the focus last went to (or the arrival page's): the next page's is another one.
  const lastHeading = useRef(
    typeof document === 'undefined' ? { element: null, text: null } : currentHeading(),
  );

  useEffect(
    () => installLinkPrefetch({ client, queryClient, store, sanitizeHtml }),
    [client, queryClient, store, sanitizeHtml],
  );

  // Positions are remembered while the shopper scrolls; Back and Forward are noted as they happen.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => memory.remember(currentAddress(), window.scrollY));
    };
    const onPop = () => memory.notePop(currentAddress());
    // This component loads after the first interaction, often a scroll: the position that scroll
    // reached is noted now, as its event came before this listener.
    memory.remember(currentAddress(), window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop);
      window.history.scrollRestoration = previous;
    };
  }, [memory]);

  // A new path starts at the top (or its anchor); Back and Forward go back to where the shopper
  // was. Another query on the same path (a filter, a page of a listing) is the listing's to place.
  // The router re-renders inside its own `popstate` listener, before the one above has noted the
  // pop: the decision waits for the next frame, when every listener has run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every address change
  useEffect(() => {
    const pathChanged = previousPath.current !== location;
    previousPath.current = location;
    let stopRestoring: (() => void) | undefined;
    // A new page (not an anchor of it) takes the focus to its main heading, as a page load would.
    const stopFocusing =
      pathChanged && !window.location.hash
        ? focusNewPageHeading(lastHeading.current, (heading) => {
            lastHeading.current = heading;
          })
        : undefined;
    const frame = requestAnimationFrame(() => {
      const address = currentAddress();
      if (memory.takePop(address)) {
        const remembered = memory.positionOf(address);
        if (remembered !== undefined) stopRestoring = scrollWhenReachable(remembered);
      } else if (pathChanged) {
        stopRestoring = scrollToStart();
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      stopRestoring?.();
      stopFocusing?.();
    };
  }, [location, search]);

  useEffect(() => {
    // In-page anchors (`<a href="#size-guide">`) get the same 50 px offset, and move the focus to
    // their target as the browser's own jump would: after the skip link the next Tab continues in
    // the main content, not in the header.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const hash = anchor?.getAttribute('href');
      if (!hash || hash === '#' || !scrollToAnchor(hash)) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', hash);
      focusAnchorTarget(hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
