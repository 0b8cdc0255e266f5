import type { NavigationItem } from '@clubshop/api-sdk';
import { useTranslation } from '@clubshop/i18n';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SiteLink } from '../../shell/SiteLink.tsx';

/** Props of {@link MainNavigation}. */
export interface MainNavigationProps {
  items: NavigationItem[];
}

function Level({ items, depth }: { items: NavigationItem[]; depth: number }) {
  return (
    <ul className={`sf-nav__level sf-nav__level--${depth}`}>
      {items.map((item) => (
        <li key={`${item.url}|${item.name}`} className="sf-nav__item">
          <SiteLink href={item.url} target={item.target}>
            {item.name}
          </SiteLink>
          {/* The megamenu shows two child levels (spec section 2). */}
          {depth < 2 && item.children.length > 0 ? <Level items={item.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The main navigation: a megamenu on desktop (children open on hover and keyboard focus, CSS only)
 * and, below 1024 px, a burger that opens the same list as a slide-in. It closes on a route change.
 */
export function MainNavigation({ items }: MainNavigationProps) {
  const t = useTranslation();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setOpen(false), [location]);
  return (
    <nav className="sf-nav" aria-label={t('Navigation.Main')} data-open={open}>
      <button
        type="button"
        className="sf-nav__burger sf-icon-button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('Header.CloseMenu') : t('Header.OpenMenu')}
      </button>
      <Level items={items} depth={0} />
    </nav>
  );
}
