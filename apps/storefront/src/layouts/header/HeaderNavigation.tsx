import { MegaMenu, type NavigationItem } from '@clubshop/ui-kit';
import { useLocation } from 'wouter';

/** Props of {@link HeaderNavigation}: the same for the page's life (it is an island). */
export interface HeaderNavigationProps {
  items: readonly NavigationItem[];
  className: string;
}

/**
 * The desktop megamenu, loaded as an island when the shopper first points at, touches or tabs
 * into it (see `lazyIsland`): its links are plain links in the server's HTML until then. It reads
 * the route itself (not through a prop), so a client-side navigation does not disturb the island
 * while it waits; the menu closes on a route change once it runs.
 */
export default function HeaderNavigation({ items, className }: HeaderNavigationProps) {
  const [location] = useLocation();
  return <MegaMenu className={className} items={items} routeKey={location} />;
}
