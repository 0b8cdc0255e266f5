import { useTranslation } from '@clubshop/i18n';
import {
  ChevronRightIcon,
  CloseIcon,
  type CountryOption,
  findActiveCountry,
  Link,
  type NavigationItem,
} from '@clubshop/ui-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { closePopover } from '../../shell/popover.ts';
import { useSite } from '../../site/site-context-react.ts';

/** Props of {@link MobileMenu}: the same for the page's life (it is an island). */
export interface MobileMenuProps {
  /** The popover's id: the burger button opens it with `popovertarget`. */
  id: string;
  items: readonly NavigationItem[];
}

/** The country sites as plain links (the burger's menu): they work without the page's code. */
function CountryLinks({ countries, culture }: { countries: readonly CountryOption[]; culture: string }) {
  const t = useTranslation();
  if (countries.length < 2) return null;
  const active = findActiveCountry(countries, culture);
  return (
    <ul className="sf-menu__countries" aria-label={t('Header.Country')}>
      {countries.map((country) => (
        <li key={country.url}>
          <a
            href={country.url}
            lang={country.culture}
            hrefLang={country.culture}
            {...(country === active ? { 'aria-current': 'true' as const } : {})}
          >
            {country.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One entry: a link, or a native disclosure with "Show all …" and the children. */
function MenuEntry({ item }: { item: NavigationItem }) {
  const t = useTranslation();
  const children = item.children ?? [];
  const target = item.target ? { target: item.target } : {};
  if (children.length === 0) {
    return (
      <li>
        <Link href={item.url} variant="subtle" className="sf-menu__entry" {...target}>
          {item.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <details className="sf-menu__group">
        <summary className="sf-menu__entry">
          {item.name}
          <ChevronRightIcon aria-hidden="true" />
        </summary>
        <ul className="sf-menu__list">
          <li>
            <Link href={item.url} variant="subtle" className="sf-menu__entry" data-kind="all" {...target}>
              {t('Navigation.ShowAll', { name: item.name })}
            </Link>
          </li>
          {children.map((child) => (
            <MenuEntry key={child.url} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The burger's navigation (docs/product/requirements.md#header, narrow screens) as native HTML: a
 * `popover` panel sliding in from the left, its levels native disclosures. The server renders it,
 * so a phone has its navigation from the first paint, before the page's code and without it, and
 * it opens at once whether its code is there or not (docs/decisions/0036): the code loads as an
 * island on the first pointer, touch, focus or key in it, and only makes its links go through the
 * router and closes the menu when the route changes. The browser opens and closes it (the burger,
 * the close button, Escape, a tap outside).
 */
export default function MobileMenu({ id, items }: MobileMenuProps) {
  const t = useTranslation();
  // Read here, not passed in: a client-side navigation must not disturb the island while it waits.
  const [routeKey] = useLocation();
  const { settings, culture } = useSite();
  const panel = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const element = panel.current;
    // A link of the menu has the focus: let it go before the menu closes, or the browser hands it
    // back to the burger ("Open menu") and the new page's heading never gets it (decision 0077).
    const active = document.activeElement;
    if (active instanceof HTMLElement && element?.contains(active)) active.blur();
    closePopover(element);
    for (const group of element?.querySelectorAll('details[open]') ?? []) group.removeAttribute('open');
  }, [routeKey]);
  return (
    <nav
      ref={panel}
      id={id}
      popover="auto"
      // "Menu", not "Main navigation": the megamenu's landmark is that one (a landmark's name is unique).
      aria-labelledby={`${id}-title`}
      className="sf-menu"
      data-slot="mobile-navigation"
    >
      <div className="sf-menu__head">
        <span className="sf-menu__title" id={`${id}-title`}>
          {t('Navigation.Menu')}
        </span>
        <button
          type="button"
          className="sf-menu__close"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t('Header.CloseMenu')}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="sf-menu__list">
        {items.map((item) => (
          <MenuEntry key={item.url} item={item} />
        ))}
      </ul>
      <div className="sf-menu__footer">
        <CountryLinks countries={settings?.languageNavigation ?? []} culture={culture.culture} />
      </div>
    </nav>
  );
}
