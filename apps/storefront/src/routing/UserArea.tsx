import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ProfileLayout } from '../layouts/ProfileLayout.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { ContentRoute } from './ContentRoute.tsx';
import { userRoutes } from './match-route.ts';
import { UserGuard } from './UserGuard.tsx';

/**
 * Every /user/* page (the fixed ones, /user/ itself and any unknown /user/… path): guarded by
 * UserGuard (a session resumes from the refresh cookie first; no session: /login/), in the profile
 * layout. A chunk of its own: the shell of a first visit does not carry the account area. See
 * docs/decisions/0003-account-area-guard.md.
 */
export default function UserArea() {
  const [location] = useLocation();
  return (
    <UserGuard>
      <ProfileLayout>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {userRoutes.map(({ path, page: Page }) => (
              <Route key={path} path={path} component={Page} />
            ))}
            <Route>
              <ContentRoute path={location} />
            </Route>
          </Switch>
        </Suspense>
      </ProfileLayout>
    </UserGuard>
  );
}
