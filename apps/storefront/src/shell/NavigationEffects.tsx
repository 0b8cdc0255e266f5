import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useStorefrontClient } from '../app/client-context.ts';
import { usePlatform } from '../app/platform.ts';
import { scrollToAnchor } from '../app/scroll-to-anchor.ts';
import { installLinkPrefetch } from './link-prefetch.ts';

/**
 * What happens around every navigation: a new page starts at the top, or at its anchor 50 px
 * below the top when the URL has a hash; links prefetch their route chunk on hover and focus
 * (unless the connection is 2g or saves data).
 */
export default function NavigationEffects() {
  const [location] = useLocation();
  const client = useStorefrontClient();
  const queryClient = useQueryClient();
  const { sanitizeHtml } = usePlatform();

  useEffect(
    () => installLinkPrefetch({ client, queryClient, sanitizeHtml }),
    [client, queryClient, sanitizeHtml],
  );

  // The page the shopper arrived on keeps the scroll position the browser gave it (a reload or
  // Back restores one); only later navigations start at the top.
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    if (window.location.hash) {
      // The target may render a moment later (lazy page, data): try again once it may be there.
      if (!scrollToAnchor(window.location.hash)) {
        const timer = window.setTimeout(() => scrollToAnchor(window.location.hash), 300);
        return () => window.clearTimeout(timer);
      }
      return undefined;
    }
    if (!first) window.scrollTo?.({ top: 0 });
    return undefined;
  }, [location]);

  useEffect(() => {
    // In-page anchors (`<a href="#size-guide">`) get the same 50 px offset.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const hash = anchor?.getAttribute('href');
      if (!hash || hash === '#' || !scrollToAnchor(hash)) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
