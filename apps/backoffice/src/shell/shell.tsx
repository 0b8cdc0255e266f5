/**
 * The frame of every screen: a skip link, the navigation of the member's access (the registry's
 * routes in the areas `/admin/api/me` grants), who is signed in, the language and sign-out; the
 * screen itself is loaded on demand (one chunk per route folder). On a phone the navigation and
 * the account part fold behind a Menu button (app.css; decision 0092).
 */
import { Spinner } from '@clubshop/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../app/i18n.ts';
import { accessOf } from '../app/member-access.ts';
import { setupOnly } from '../app/two-factor-state.ts';
import { useMe } from '../app/use-me.ts';
import { ErrorMessage } from '../components/error-message.tsx';
import type { Culture, MessageKey } from '../messages/index.ts';
import { navigationOf } from '../routes/route-access.ts';
import { AccountBar } from './account-bar.tsx';
import { NavLink } from './nav-link.tsx';
import { RouteSwitch } from './route-switch.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

/** The app. */
export function Shell({ culture }: { culture: Culture }) {
  const { t } = useT();
  const me = useMe();
  useFocusOnNavigation();
  // The phone's menu is open on the screen it was opened on: a navigation folds it again.
  const [location] = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | undefined>();
  const menuOpen = menuOpenAt === location;
  useEffect(() => {
    document.title = t('App.Title');
  }, [t]);
  if (me.isPending)
    return (
      <main id="main" className="bo-main">
        <Spinner label={t('App.Loading')} />
      </main>
    );
  if (me.isError)
    return (
      <main id="main" className="bo-main">
        <h1>{t('App.Title')}</h1>
        <ErrorMessage error={me.error} />
      </main>
    );
  const access = accessOf(me.data);
  // An owner without two-step sign-in reaches only its setup at the API (decision 0074).
  const restricted = setupOnly(me.data);
  const navigation = navigationOf(access).filter((route) => !restricted || route.beforeTwoFactor);
  return (
    <div className="bo-layout">
      <a className="bo-skip" href="#main">
        {t('App.SkipToContent')}
      </a>
      <header className="bo-header">
        <div className="bo-header__bar">
          <p className="bo-brand">{t('App.Title')}</p>
          <button
            type="button"
            className="bo-menu-button"
            aria-expanded={menuOpen}
            aria-controls="bo-menu"
            onClick={() => setMenuOpenAt(menuOpen ? undefined : location)}
          >
            {t('App.Menu')}
          </button>
        </div>
        <div id="bo-menu" className="bo-menu" data-open={menuOpen}>
          <nav aria-label={t('App.Navigation')}>
            <ul className="bo-nav">
              {navigation.map((route) =>
                route.nav ? (
                  <li key={route.id}>
                    <NavLink href={route.path}>{t(route.nav as MessageKey)}</NavLink>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
          <AccountBar culture={culture} email={me.data.email} role={me.data.role} />
        </div>
      </header>
      <main id="main" className="bo-main">
        <Suspense fallback={<Spinner label={t('App.Loading')} />}>
          <RouteSwitch access={access} setupOnly={restricted} />
        </Suspense>
      </main>
    </div>
  );
}
