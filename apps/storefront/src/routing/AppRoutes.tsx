import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
import { ProfileLayout } from '../layouts/ProfileLayout.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { ContentRoute } from './ContentRoute.tsx';
import { fixedRoutes, userRoutes } from './pages.ts';
import { UserGuard } from './UserGuard.tsx';

/**
 * The route table (spec section 2): the fixed routes, the guarded /user/* pages in the profile
 * layout, and every other path resolved by /api/content.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {fixedRoutes.map(({ path, page: Page }) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
          <Route path="/user/*?">
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
          </Route>
          <Route>
            <ContentRoute path={location} />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
