'use client';

import { useTranslation } from '@clubshop/i18n';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../../primitives/class-names.ts';
import { ChevronDownIcon } from '../../primitives/icons/icons.tsx';
import { Link } from '../../primitives/link/link.tsx';
import type { NavigationItem } from '../header-types.ts';
import { megaMenuTiming } from './mega-menu-timing.ts';
import { useIsTouch } from './use-is-touch.ts';
import './mega-menu.css';

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  /** The main navigation: top items, their children (columns) and grandchildren (links). */
  items: readonly NavigationItem[];
  /** Changes on navigation (e.g. the pathname): closes the menu and keeps it closed 1500 ms. */
  routeKey?: unknown;
  /** Treat the device as touch (items with children open instead of navigating). Default: detected. */
  touch?: boolean;
  /** Accessible name of the navigation; default `t('Navigation.Main')`. */
  label?: string;
  className?: string;
}

const linkTarget = (item: NavigationItem) => (item.target ? { target: item.target } : {});

/**
 * The desktop main navigation (disclosure navigation pattern). A top item with children opens
 * its panel on hover, with its toggle button (Enter or Space) or with the Down arrow on the item
 * (focus moves into the panel); moving through the navigation with Tab does not open anything,
 * so a keyboard reaches what follows it in a few steps. Left and Right move between the top
 * items, Up and Down between the links of an open panel. A panel closes 200 ms after the pointer
 * leaves, on Escape (focus returns to the toggle) and when focus leaves. After a route change it
 * stays closed for 1500 ms. On touch devices a tap on an item with children opens it instead of
 * navigating.
 */
export function MegaMenu({ items, routeKey, touch, label, className }: MegaMenuProps) {
  const t = useTranslation();
  const baseId = useId();
  const detectedTouch = useIsTouch();
  const isTouch = touch ?? detectedTouch;
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lockedUntilRouteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const locked = useRef(false);
  // How the open panel was opened: a toggle press on a panel the pointer just opened keeps it open.
  const openedBy = useRef<'pointer' | 'other'>('other');
  const toggleRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  // A panel to move focus into once it has rendered open (the Down arrow on a closed item).
  const focusFirstIn = useRef<number | undefined>(undefined);

  const cancelLeave = () => clearTimeout(leaveTimer.current);
  // Hover and focus respect the route-change lock; an explicit press on a toggle does not.
  const openItem = (index: number, explicit = false, by: 'pointer' | 'other' = 'other') => {
    cancelLeave();
    if (explicit || !locked.current) {
      openedBy.current = by;
      setOpenIndex(index);
    }
  };
  const close = () => {
    cancelLeave();
    setOpenIndex(undefined);
  };

  const previousRoute = useRef(routeKey);
  useEffect(() => {
    if (Object.is(previousRoute.current, routeKey)) return;
    previousRoute.current = routeKey;
    clearTimeout(leaveTimer.current);
    setOpenIndex(undefined);
    locked.current = true;
    clearTimeout(lockedUntilRouteTimer.current);
    lockedUntilRouteTimer.current = setTimeout(() => {
      locked.current = false;
    }, megaMenuTiming.routeChangeLock);
  }, [routeKey]);

  useEffect(
    () => () => {
      clearTimeout(leaveTimer.current);
      clearTimeout(lockedUntilRouteTimer.current);
    },
    [],
  );

  const onItemLeave = () => {
    cancelLeave();
    leaveTimer.current = setTimeout(() => setOpenIndex(undefined), megaMenuTiming.leaveDelay);
  };

  useEffect(() => {
    if (focusFirstIn.current === undefined || focusFirstIn.current !== openIndex) return;
    const index = focusFirstIn.current;
    focusFirstIn.current = undefined;
    panelLinks(index)[0]?.focus();
  });

  /** The links of an item's panel, in order. */
  const panelLinks = (index: number): HTMLAnchorElement[] => [
    ...(itemRefs.current[index]?.querySelectorAll<HTMLAnchorElement>('.cs-mega-menu__panel a') ?? []),
  ];
  const topLink = (index: number) =>
    itemRefs.current[index]?.querySelector<HTMLAnchorElement>('.cs-mega-menu__top') ?? null;

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, hasChildren: boolean) => {
    const target = event.target as HTMLElement;
    const inPanel = target.closest('.cs-mega-menu__panel') !== null;
    const isOpen = openIndex === index;
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
      toggleRefs.current[index]?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hasChildren) return;
      event.preventDefault();
      if (!inPanel) {
        if (event.key === 'ArrowUp') return;
        if (isOpen) panelLinks(index)[0]?.focus();
        else {
          focusFirstIn.current = index;
          openItem(index, true);
        }
        return;
      }
      const links = panelLinks(index);
      const at = links.indexOf(target as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      if (next < 0) toggleRefs.current[index]?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && !inPanel) {
      const next = event.key === 'ArrowRight' ? index + 1 : index - 1;
      const link = topLink((next + items.length) % items.length);
      if (!link) return;
      event.preventDefault();
      if (isOpen) close();
      link.focus();
    }
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenIndex((current) => (current === undefined ? current : undefined));
    }
  };

  return (
    <nav
      data-slot="mega-menu"
      aria-label={label ?? t('Navigation.Main')}
      className={cx('cs-mega-menu', className)}
      onMouseLeave={onItemLeave}
    >
      <ul className="cs-mega-menu__list">
        {items.map((item, index) => {
          const children = item.children ?? [];
          const hasChildren = children.length > 0;
          const isOpen = openIndex === index;
          const panelId = `${baseId}-panel-${index}`;
          const onTopClick = (event: MouseEvent) => {
            if (hasChildren && isTouch) {
              // On touch there is no hover: the first tap opens the panel instead of navigating.
              event.preventDefault();
              if (isOpen) close();
              else openItem(index, true);
            }
          };
          return (
            <li
              key={item.url}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              className="cs-mega-menu__item"
              data-state={isOpen ? 'open' : 'closed'}
              onMouseEnter={() => {
                if (!isTouch && hasChildren && openIndex !== index) openItem(index, false, 'pointer');
                else if (hasChildren) cancelLeave();
                else if (!hasChildren) close();
              }}
              onBlur={onItemBlur}
              onKeyDown={(event) => onItemKeyDown(event, index, hasChildren)}
            >
              <Link
                href={item.url}
                variant="subtle"
                className="cs-mega-menu__top"
                onClick={onTopClick}
                {...(hasChildren && isTouch ? { 'aria-expanded': isOpen, 'aria-controls': panelId } : {})}
                {...linkTarget(item)}
              >
                {item.name}
              </Link>
              {hasChildren ? (
                <>
                  <button
                    ref={(element) => {
                      toggleRefs.current[index] = element;
                    }}
                    type="button"
                    className="cs-mega-menu__toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t('Navigation.ShowSubmenu', { name: item.name })}
                    onClick={() => {
                      if (isOpen && openedBy.current === 'pointer') openedBy.current = 'other';
                      else if (isOpen) close();
                      else openItem(index, true);
                    }}
                  >
                    <ChevronDownIcon />
                  </button>
                  <div
                    id={panelId}
                    className="cs-mega-menu__panel"
                    hidden={!isOpen}
                    data-slot="mega-menu-panel"
                  >
                    {children.map((child) => (
                      <div key={child.url}>
                        <Link
                          href={child.url}
                          variant="subtle"
                          className="cs-mega-menu__group-title"
                          {...linkTarget(child)}
                        >
                          {child.name}
                        </Link>
                        {child.children && child.children.length > 0 ? (
                          <ul className="cs-mega-menu__sublist">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.url}>
                                <Link href={grandchild.url} variant="subtle" {...linkTarget(grandchild)}>
                                  {grandchild.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    ))}
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
