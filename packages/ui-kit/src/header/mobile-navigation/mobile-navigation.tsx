'use client';

import { useTranslation } from '@clubshop/i18n';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { focusableElements } from '../../overlay/hooks/use-focus-trap.ts';
import { SlideInOverlay } from '../../overlay/slide-in-overlay/slide-in-overlay.tsx';
import { ChevronRightIcon } from '../../primitives/icons/icons.tsx';
import { Link } from '../../primitives/link/link.tsx';
import type { NavigationItem } from '../header-types.ts';
import './mobile-navigation.css';

/** Props of {@link MobileNavigation}. */
export interface MobileNavigationProps {
  items: readonly NavigationItem[];
  open: boolean;
  onClose: () => void;
  /** Changes on navigation (e.g. the pathname): closes the menu. */
  routeKey?: unknown;
  /** Title of the top level; default `t('Navigation.Menu')`. */
  title?: string;
  /** Extra content under the top level, e.g. the country picker or account link. */
  footer?: ReactNode;
  id?: string;
}

/**
 * The slide-in navigation below 1024 px. Items with children open their level (with Back and
 * an "all of this" link first); the panel traps focus, and Escape, the backdrop or a route change
 * close it. It opens at the top level again.
 */
export function MobileNavigation({
  items,
  open,
  onClose,
  routeKey,
  title,
  footer,
  id,
}: MobileNavigationProps) {
  const t = useTranslation();
  const [path, setPath] = useState<readonly NavigationItem[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const current = path[path.length - 1];
  const entries = current?.children ?? items;

  useEffect(() => {
    if (!open) setPath([]);
  }, [open]);

  // Changing level replaces the list: put focus on its first entry so keyboard users keep their place.
  const levelKey = path.map((item) => item.url).join('>');
  const previousLevel = useRef(levelKey);
  useEffect(() => {
    if (previousLevel.current === levelKey) return;
    previousLevel.current = levelKey;
    const list = listRef.current;
    if (list) focusableElements(list)[0]?.focus();
  }, [levelKey]);

  return (
    <SlideInOverlay
      open={open}
      onClose={onClose}
      routeKey={routeKey}
      variant="navigation"
      side="left"
      title={current?.name ?? title ?? t('Navigation.Menu')}
      {...(current ? { onBack: () => setPath((stack) => stack.slice(0, -1)) } : {})}
      footer={path.length === 0 ? footer : undefined}
    >
      <nav aria-label={t('Navigation.Main')} id={id} data-slot="mobile-navigation">
        <ul ref={listRef} className="cs-mobile-nav__list">
          {current ? (
            <li>
              <Link
                href={current.url}
                variant="subtle"
                className="cs-mobile-nav__entry"
                data-kind="all"
                onClick={onClose}
              >
                {t('Navigation.ShowAll', { name: current.name })}
              </Link>
            </li>
          ) : null}
          {entries.map((item) =>
            item.children && item.children.length > 0 ? (
              <li key={item.url}>
                <button
                  type="button"
                  className="cs-mobile-nav__entry"
                  onClick={() => setPath((stack) => [...stack, item])}
                >
                  {item.name}
                  <ChevronRightIcon aria-hidden="true" />
                </button>
              </li>
            ) : (
              <li key={item.url}>
                <Link
                  href={item.url}
                  variant="subtle"
                  className="cs-mobile-nav__entry"
                  onClick={onClose}
                  {...(item.target ? { target: item.target } : {})}
                >
                  {item.name}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </SlideInOverlay>
  );
}
