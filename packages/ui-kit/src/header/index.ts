/** Header: usp strip, logo, country picker, megamenu, mobile navigation, search, account and basket links. */
export { AccountLink, type AccountLinkProps } from './account-link/account-link.tsx';
export { BasketLink, type BasketLinkProps } from './basket-link/basket-link.tsx';
export { basketLinkTiming } from './basket-link/basket-link-timing.ts';
export { Burger, type BurgerProps } from './burger/burger.tsx';
export { CountryLinks, type CountryLinksProps } from './country-links/country-links.tsx';
export { findActiveCountry } from './country-picker/active-country.ts';
export { CountryPicker, type CountryPickerProps } from './country-picker/country-picker.tsx';
export { CountrySwitcher, type CountrySwitcherProps } from './country-switcher/country-switcher.tsx';
export { Header, type HeaderProps } from './header/header.tsx';
export type { CountryOption, MainNavigation, NavigationItem, UspItem } from './header-types.ts';
export { Logo, type LogoProps } from './logo/logo.tsx';
export { MegaMenu, type MegaMenuProps } from './mega-menu/mega-menu.tsx';
export { megaMenuTiming } from './mega-menu/mega-menu-timing.ts';
export { MobileNavigation, type MobileNavigationProps } from './mobile-navigation/mobile-navigation.tsx';
export { SearchToggle, type SearchToggleProps } from './search-toggle/search-toggle.tsx';
export { searchToggleTiming } from './search-toggle/search-toggle-timing.ts';
export { UspStrip, type UspStripProps } from './usp-strip/usp-strip.tsx';
