import { createContext, type MouseEvent, type ReactNode, use } from 'react';
import { useLocation } from 'wouter';

/** Goes to a path of the shop without reloading the page (the router's navigate). */
export type NavigateInApp = (path: string) => void;

const InAppNavigationContext = createContext<NavigateInApp | null>(null);

/**
 * Hands the router's navigate to every link below it once, so a link needs no router hook of its
 * own: a category page has about 70 links, and each asking the router for the location was a
 * component and a subscription per link on every server render.
 */
export function InAppNavigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <InAppNavigationContext value={navigate}>{children}</InAppNavigationContext>;
}

/** The router's navigate, or null outside {@link InAppNavigation} (links then load the page). */
export function useNavigateInApp(): NavigateInApp | null {
  return use(InAppNavigationContext);
}

/**
 * Follows a click on a link to `path` in the app, as the router's own link does: a click with a
 * modifier key or another button than the main one is the browser's (new tab, new window, save),
 * and a handler of the link may prevent the navigation.
 */
export function followInApp(
  event: MouseEvent<HTMLAnchorElement>,
  path: string,
  navigate: NavigateInApp,
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
  onClick?.(event);
  if (event.defaultPrevented) return;
  event.preventDefault();
  navigate(path);
}
