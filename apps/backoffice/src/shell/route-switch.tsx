/**
 * The screen of the address, from the registry: each route guarded by the member's access, `/`
 * sent to their home, an owner without two-step sign-in shown only its setup (decision 0074).
 */
import { Redirect, Route, Switch } from 'wouter';
import { useT } from '../app/i18n.ts';
import type { MemberAccess } from '../app/member-access.ts';
import type { AdminRoute } from '../routes/admin-route.ts';
import { adminRoutes } from '../routes/registry.ts';
import { homeOf, mayOpen, pathOf } from '../routes/route-access.ts';

/** The routes' switch; `setupOnly`: every address shows the two-step setup. */
export function RouteSwitch({ access, setupOnly }: { access: MemberAccess; setupOnly: boolean }) {
  const { t } = useT();
  if (setupOnly) {
    const Setup = adminRoutes.find((route: AdminRoute) => route.beforeTwoFactor)?.screen;
    return Setup ? <Setup /> : null;
  }
  return (
    <Switch>
      <Route path="/">
        <Redirect to={pathOf(homeOf(access))} replace />
      </Route>
      {adminRoutes.map((route) => (
        <Route key={route.id} path={route.path}>
          {(params) =>
            mayOpen(access, route.id) ? (
              <route.screen {...(params as Record<string, string>)} />
            ) : (
              <p role="alert">{t('App.NotAllowed')}</p>
            )
          }
        </Route>
      ))}
      <Route>
        <h1>{t('App.NotFound')}</h1>
      </Route>
    </Switch>
  );
}
