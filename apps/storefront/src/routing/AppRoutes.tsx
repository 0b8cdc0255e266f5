import { LinkComponentProvider } from '@clubshop/ui-kit';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '../shell/PageLoading.tsx';
import { SiteLink } from '../shell/SiteLink.tsx';
import { ContentRoute } from './ContentRoute.tsx';
import { publicRoutes } from './match-route.ts';
import { pages } from './pages.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

const UserArea = pages.userArea;

export default function AppRoutes() {
  const [location] = useLocation();
  return (
    <LinkComponentProvider component={SiteLink}>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {publicRoutes.map(({ path, page: Page }) => (
              <Route key={path} path={path}>
                <Page />
              </Route>
            ))}
            <Route path="/user/*?">
              <UserArea />
            </Route>
            <Route>
              <ContentRoute path={location} />
            </Route>
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </LinkComponentProvider>
  );
}
