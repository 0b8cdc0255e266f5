import { useSession } from '@clubshop/auth';
import { useBasketLoaded, useBasketSummary } from '@clubshop/basket';
import { useTranslation } from '@clubshop/i18n';
import {
  AccountLink,
  BasketLink,
  CountryLinks,
  IconButton,
  Logo,
  MenuIcon,
  type NavigationItem,
  UspStrip,
} from '@clubshop/ui-kit';
import { useId } from 'react';
import { useHydrated } from '../../app/ClientOnly.tsx';
import { paths } from '../../routing/paths.ts';
import { lazyIsland } from '../../shell/island.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { headerUsps } from './header-usps.ts';

// The megamenu's panels are needed once the shopper points at, touches or tabs into the
// navigation: until then its server HTML (plain links) is all a first visit needs.
export const HeaderNavigation = lazyIsland(() => import('./HeaderNavigation.tsx'), {
  trigger: 'interaction',
});

// The search and the burger's menu are native popovers the server renders: they open and work
// before their code is there (a GET form, plain links and disclosures), so their code waits until
// the shopper first reaches them. The search's clicks are not replayed: the browser has already
// opened the popover.
export const HeaderSearch = lazyIsland(() => import('./HeaderSearch.tsx'), {
  trigger: 'interaction',
  replay: false,
});
export const MobileMenu = lazyIsland(() => import('./MobileMenu.tsx'), { trigger: 'interaction' });

/** One empty navigation for every render, so the navigation island's props stay the same. */
const noNavigation: readonly NavigationItem[] = [];

/**
 * The shop header (docs/product/requirements.md#header), composed from ui-kit's header parts: usp
 * strip, logo (home), desktop megamenu or burger with slide-in navigation, search toggle, country
 * switcher, account link ("Login" / "My account") and basket link with its quantity badge.
 *
 * What a shopper touches first works from the first paint (docs/decisions/0036): the burger and
 * the search are native popovers the server renders; the megamenu's links are plain links and its
 * island replays the first tap; the country switch is a disclosure of links to the other sites
 * (decision 0077), as the burger's menu lists them.
 */
export default function Header() {
  const t = useTranslation();
  const { settings, culture } = useSite();
  const { isLoggedIn, isResuming } = useSession();
  // While a session resumes from the refresh cookie the account is shown: it almost always is one.
  const showAccount = isLoggedIn || isResuming;
  const summary = useBasketSummary();
  const basketLoaded = useBasketLoaded();
  const hydrated = useHydrated();
  const menuId = useId();
  const navigation = settings?.mainNavigation.children ?? noNavigation;
  const countries = settings?.languageNavigation ?? [];
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {t('Header.SkipToContent')}
      </a>
      <UspStrip items={headerUsps(settings?.header.usps ?? [])} />
      <div className="sf-header__bar">
        <IconButton
          data-slot="burger"
          className="sf-header__burger"
          label={t('Header.OpenMenu')}
          popoverTarget={menuId}
          aria-controls={menuId}
        >
          <MenuIcon />
        </IconButton>
        <Logo
          href={paths.home}
          label={t('Header.Home')}
          url={settings?.logo.url || undefined}
          altText={settings?.logo.altText ?? settings?.theme.siteName}
          width={120}
          height={40}
        />
        <HeaderNavigation className="sf-header__nav" items={navigation} />
        <div className="sf-header__tools">
          <HeaderSearch />
          {/* Links to the other sites in a native disclosure: they work from the first paint, with
              or without the page's code (a select goes nowhere without it; decision 0077). */}
          <CountryLinks className="sf-header__country" countries={countries} culture={culture.culture} />
          <AccountLink loggedIn={showAccount} href={showAccount ? paths.profile : paths.login} />
          {/* A page a shared cache gives every shopper was rendered without knowing whose it is:
              its badge is unknown (no number) until the browser has asked (decision 0078). The
              hydrating render is the server's; the spinner shows only while the browser asks. */}
          <BasketLink
            href={paths.cart}
            quantity={summary.data?.quantity}
            loaded={basketLoaded || !hydrated}
            data-testid="basket-quantity"
          />
        </div>
      </div>
      <MobileMenu id={menuId} items={navigation} />
    </header>
  );
}
