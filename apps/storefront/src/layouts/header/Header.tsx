import { useSession } from '@clubshop/auth';
import { useBasketLoaded, useBasketSummary } from '@clubshop/basket';
import { useTranslation } from '@clubshop/i18n';
import {
  AccountLink,
  BasketLink,
  Burger,
  CountrySwitcher,
  IconButton,
  Logo,
  MegaMenu,
  SearchIcon,
  UspStrip,
} from '@clubshop/ui-kit';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useFullNavigate } from '../../app/full-navigation.ts';
import { paths } from '../../routing/paths.ts';
import { useSite } from '../../site/site-context-react.ts';
import { headerUsps } from './header-usps.ts';

// The slide-in navigation is needed only once the shopper opens the burger: its own chunk.
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));
// The search form is needed once the shopper presses the search button: its own chunk.
const HeaderSearch = lazy(() => import('./HeaderSearch.tsx'));

/** The search button before the search form's chunk is there. */
function SearchStandIn({ onPress }: { onPress: () => void }) {
  const t = useTranslation();
  return (
    <IconButton label={t('Header.OpenSearch')} aria-expanded={false} onClick={onPress}>
      <SearchIcon />
    </IconButton>
  );
}

/**
 * The shop header (spec section 2), composed from ui-kit's header parts: usp strip, logo (home),
 * desktop megamenu or burger with slide-in navigation, search toggle, country switcher, account
 * link ("Login" / "My account") and basket link with its quantity badge.
 */
export default function Header() {
  const t = useTranslation();
  const { settings, culture } = useSite();
  const { isLoggedIn, isResuming } = useSession();
  // While a session resumes from the refresh cookie the account is shown: it almost always is one.
  const showAccount = isLoggedIn || isResuming;
  const summary = useBasketSummary();
  const basketLoaded = useBasketLoaded();
  const fullNavigate = useFullNavigate();
  const [location] = useLocation();
  const [searchPressed, setSearchPressed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so it can animate out when it closes.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  const navigation = settings?.mainNavigation.children ?? [];
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {t('Header.SkipToContent')}
      </a>
      <UspStrip items={headerUsps(settings?.header.usps ?? [])} />
      <div className="sf-header__bar">
        <Burger
          className="sf-header__burger"
          expanded={menuOpen}
          controls={menuId}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        />
        <Logo
          href={paths.home}
          label={t('Header.Home')}
          src={settings?.logo.url || undefined}
          alt={settings?.logo.altText ?? settings?.theme.siteName}
          width={120}
          height={40}
        />
        <MegaMenu className="sf-header__nav" items={navigation} routeKey={location} />
        <div className="sf-header__tools">
          {/* The search form (its own chunk) loads when the shopper first presses the button; the
              stand-in is the same button, and the form opens as it arrives. */}
          {searchPressed ? (
            <Suspense fallback={<SearchStandIn onPress={() => undefined} />}>
              <HeaderSearch defaultOpen />
            </Suspense>
          ) : (
            <SearchStandIn onPress={() => setSearchPressed(true)} />
          )}
          <CountrySwitcher
            className="sf-header__country"
            countries={settings?.languageNavigation ?? []}
            culture={culture.culture}
            onSwitch={fullNavigate}
          />
          <AccountLink loggedIn={showAccount} href={showAccount ? paths.profile : paths.login} />
          <BasketLink
            href={paths.cart}
            quantity={summary.data?.quantity ?? 0}
            loaded={basketLoaded}
            data-testid="basket-quantity"
          />
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            items={navigation}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            routeKey={location}
            footer={
              <CountrySwitcher
                countries={settings?.languageNavigation ?? []}
                culture={culture.culture}
                onSwitch={fullNavigate}
              />
            }
          />
        </Suspense>
      ) : null}
    </header>
  );
}
