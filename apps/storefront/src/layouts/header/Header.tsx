import { useAuth } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { Link } from 'wouter';
import { paths } from '../../routing/paths.ts';
import { apiAssetUrl } from '../../shell/asset-url.ts';
import { SiteLink } from '../../shell/SiteLink.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { BasketLink } from './BasketLink.tsx';
import { CountryPicker } from './CountryPicker.tsx';
import { MainNavigation } from './MainNavigation.tsx';
import { SearchToggle } from './SearchToggle.tsx';

/** The shop header (spec section 2): usps, logo, country picker, navigation, search, account, basket. */
export function Header() {
  const t = useTranslation();
  const { settings, culture } = useSite();
  const { isLoggedIn } = useAuth();
  const usps = settings?.header.usps ?? [];
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {t('Header.SkipToContent')}
      </a>
      {usps.length > 0 ? (
        <ul className="sf-usps" aria-label="USP">
          {usps.map((usp) => (
            <li key={usp.text} data-mobile={usp.showOnMobile}>
              {usp.link ? (
                <SiteLink href={usp.link.url} target={usp.link.target}>
                  {usp.text}
                </SiteLink>
              ) : (
                usp.text
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="sf-header__bar">
        <Link href={paths.home} className="sf-header__logo" aria-label={t('Header.Home')}>
          {settings?.logo.url ? (
            <img src={apiAssetUrl(settings.logo.url)} alt={settings.logo.altText} height={40} />
          ) : (
            (settings?.theme.siteName ?? 'ClubShop')
          )}
        </Link>
        <MainNavigation items={settings?.mainNavigation.children ?? []} />
        <div className="sf-header__tools">
          <SearchToggle />
          <CountryPicker countries={settings?.languageNavigation ?? []} culture={culture.culture} />
          <Link href={isLoggedIn ? paths.profile : paths.login} className="sf-header__account">
            {isLoggedIn ? t('Header.Account') : t('Header.Login')}
          </Link>
          <BasketLink />
        </div>
      </div>
    </header>
  );
}
