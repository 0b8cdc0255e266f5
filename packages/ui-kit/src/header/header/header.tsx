'use client';

import { useId, useState } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { AccountLink } from '../account-link/account-link.tsx';
import { BasketLink } from '../basket-link/basket-link.tsx';
import { Burger } from '../burger/burger.tsx';
import { CountryPicker } from '../country-picker/country-picker.tsx';
import type { CountryOption, MainNavigation, UspItem } from '../header-types.ts';
import { Logo, type LogoProps } from '../logo/logo.tsx';
import { MegaMenu } from '../mega-menu/mega-menu.tsx';
import { MobileNavigation } from '../mobile-navigation/mobile-navigation.tsx';
import { SearchToggle } from '../search-toggle/search-toggle.tsx';
import { UspStrip } from '../usp-strip/usp-strip.tsx';
import './header.css';

/**
 * Props of {@link Header}: the site settings' header data in the contract's shapes (`logo`,
 * `mainNavigation`, `header.usps`, `languageNavigation`) and the shopper's state.
 */
export interface HeaderProps {
  /** The settings' `header.usps`. */
  usps?: readonly UspItem[];
  /** The settings' `logo` (`url`, `altText`), and any other {@link LogoProps}. */
  logo?: LogoProps;
  /** The settings' `mainNavigation`: its `children` are the top-level entries. */
  mainNavigation: MainNavigation;
  /** The settings' `languageNavigation`. */
  countries?: readonly CountryOption[];
  /** The current culture (marks the active country). */
  culture: string;
  /** Changes on navigation (e.g. the pathname): closes menus and overlays. */
  routeKey?: unknown;
  loggedIn: boolean;
  accountLabel?: string;
  basketQuantity: number;
  basketLoaded: boolean;
  /** Called with a non-empty trimmed search term. */
  onSearch: (term: string) => void;
  className?: string;
}

/**
 * The composed site header: usp strip, logo, desktop megamenu (1024 px and wider) or burger and
 * slide-in navigation (below), search, country picker, account and basket links.
 *
 * @example
 * const settings = (await client.settings.get(pageUrl)).views.clubSettings;
 * <Header
 *   logo={settings.logo}
 *   mainNavigation={settings.mainNavigation}
 *   usps={settings.header.usps}
 *   countries={settings.languageNavigation}
 *   culture={settings.culture}
 *   loggedIn={false}
 *   basketQuantity={0}
 *   basketLoaded
 *   onSearch={(term) => navigate(`/search-page/?q=${encodeURIComponent(term)}`)}
 * />
 */
export function Header({
  usps = [],
  logo,
  mainNavigation,
  countries = [],
  culture,
  routeKey,
  loggedIn,
  accountLabel,
  basketQuantity,
  basketLoaded,
  onSearch,
  className,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileNavId = useId();
  return (
    <header data-slot="header" className={cx('cs-header', className)}>
      <UspStrip items={usps} />
      <div className="cs-header__bar">
        <Burger
          className="cs-header__burger"
          expanded={menuOpen}
          controls={mobileNavId}
          onClick={() => setMenuOpen(true)}
        />
        <Logo {...logo} />
        <div className="cs-header__nav">
          <MegaMenu items={mainNavigation.children} routeKey={routeKey} />
        </div>
        <div className="cs-header__actions">
          <SearchToggle onSearch={onSearch} />
          <CountryPicker className="cs-header__country" countries={countries} culture={culture} />
          <AccountLink loggedIn={loggedIn} {...(accountLabel ? { accountLabel } : {})} />
          <BasketLink quantity={basketQuantity} loaded={basketLoaded} />
        </div>
      </div>
      <MobileNavigation
        id={mobileNavId}
        items={mainNavigation.children}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        routeKey={routeKey}
        footer={countries.length > 0 ? <CountryPicker countries={countries} culture={culture} /> : undefined}
      />
    </header>
  );
}
