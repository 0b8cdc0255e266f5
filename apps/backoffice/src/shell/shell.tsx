/**
 * The frame of every screen: a skip link, the navigation of the member's role, who is signed in,
 * the language and sign-out; the screen itself is loaded on demand (one chunk per screen).
 */
import { Button, Select, Spinner } from '@clubshop/ui-kit';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { type Culture, cultures } from '../messages/index.ts';
import { postToServer } from '../app/admin.ts';
import { homeOf, mayOpen, type Screen, screensFor } from '../app/areas.ts';
import { ErrorMessage } from '../components/error-message.tsx';
import { useT } from '../app/i18n.ts';
import { setupOnly } from '../app/two-factor-state.ts';
import { useMe } from '../app/use-me.ts';

const Dashboard = lazy(() => import('../routes/dashboard/dashboard-screen.tsx'));
const Orders = lazy(() => import('../routes/orders/orders-screen.tsx'));
const OrderDetail = lazy(() => import('../routes/order-detail/order-detail-screen.tsx'));
const Products = lazy(() => import('../routes/products/products-screen.tsx'));
const ProductEditor = lazy(() => import('../routes/product-editor/product-editor-screen.tsx'));
const Categories = lazy(() => import('../routes/categories/categories-screen.tsx'));
const Settings = lazy(() => import('../routes/settings/settings-screen.tsx'));
const Pages = lazy(() => import('../routes/pages/pages-screen.tsx'));
const PageEditor = lazy(() => import('../routes/page-editor/page-editor-screen.tsx'));
const Dictionary = lazy(() => import('../routes/dictionary/dictionary-screen.tsx'));
const Vouchers = lazy(() => import('../routes/vouchers/vouchers-screen.tsx'));
const Shipping = lazy(() => import('../routes/shipping/shipping-screen.tsx'));
const Staff = lazy(() => import('../routes/staff/staff-screen.tsx'));
const Audit = lazy(() => import('../routes/audit/audit-screen.tsx'));
const TwoFactor = lazy(() => import('../routes/two-factor/two-factor-screen.tsx'));

const paths: Record<Screen, string> = {
  dashboard: '/dashboard',
  orders: '/orders',
  products: '/products',
  categories: '/categories',
  settings: '/settings',
  pages: '/pages',
  dictionary: '/dictionary',
  vouchers: '/vouchers',
  shipping: '/shipping',
  staff: '/staff',
  audit: '/audit',
};
const labels = {
  dashboard: 'Nav.Dashboard',
  orders: 'Nav.Orders',
  products: 'Nav.Products',
  categories: 'Nav.Categories',
  settings: 'Nav.Settings',
  pages: 'Nav.Pages',
  dictionary: 'Nav.Dictionary',
  vouchers: 'Nav.Vouchers',
  shipping: 'Nav.Shipping',
  staff: 'Nav.Staff',
  audit: 'Nav.Audit',
} as const;
const languageNames: Record<Culture, string> = { en: 'English', de: 'Deutsch', da: 'Dansk' };

async function signOut() {
  await postToServer('/sign-out');
  location.assign('/sign-in?signed-out');
}

async function changeLanguage(culture: string) {
  await postToServer('/language', { culture });
  location.reload();
}

/** Moves focus to the main heading after a navigation, so screen readers hear the new screen. */
function useFocusOnNavigation() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at each navigation (the location is the trigger, not an input)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [location]);
}

/** The app. */
export function Shell({ culture }: { culture: Culture }) {
  const { t } = useT();
  const me = useMe();
  useFocusOnNavigation();
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
  const { role, email } = me.data;
  // An owner without two-step sign-in reaches only its setup at the API (decision 0074).
  const restricted = setupOnly(me.data);
  const guard = (screen: Screen, element: React.ReactNode) =>
    mayOpen(role, screen) ? element : <p role="alert">{t('App.NotAllowed')}</p>;
  return (
    <div className="bo-layout">
      <a className="bo-skip" href="#main">
        {t('App.SkipToContent')}
      </a>
      <header className="bo-header">
        <p className="bo-brand">{t('App.Title')}</p>
        <nav aria-label={t('App.Navigation')}>
          <ul className="bo-nav">
            {(restricted ? [] : screensFor(role)).map((screen) => (
              <li key={screen}>
                <NavLink href={paths[screen]}>{t(labels[screen])}</NavLink>
              </li>
            ))}
            <li>
              <NavLink href="/two-factor">{t('Nav.TwoFactor')}</NavLink>
            </li>
          </ul>
        </nav>
        <div className="bo-account">
          <p>{t('App.SignedInAs', { email, role: t(`Role.${role}`) })}</p>
          <Select
            label={t('App.Language')}
            value={culture}
            onChange={(event) => void changeLanguage(event.target.value)}
            options={cultures.map((code) => ({ value: code, label: languageNames[code] }))}
          />
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('App.SignOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="bo-main">
        <Suspense fallback={<Spinner label={t('App.Loading')} />}>
          {restricted ? (
            <TwoFactor />
          ) : (
            <Switch>
              <Route path="/">
                <Redirect to={paths[homeOf(role)]} replace />
              </Route>
              <Route path="/dashboard">{guard('dashboard', <Dashboard />)}</Route>
              <Route path="/orders">{guard('orders', <Orders />)}</Route>
              <Route path="/orders/:id">{(params) => guard('orders', <OrderDetail id={params.id} />)}</Route>
              <Route path="/products">{guard('products', <Products />)}</Route>
              <Route path="/products/:storeId/:handle">
                {(params) =>
                  guard('products', <ProductEditor storeId={params.storeId} handle={params.handle} />)
                }
              </Route>
              <Route path="/categories">{guard('categories', <Categories />)}</Route>
              <Route path="/settings">{guard('settings', <Settings />)}</Route>
              <Route path="/pages">{guard('pages', <Pages />)}</Route>
              <Route path="/pages/:storeId/:id">
                {(params) => guard('pages', <PageEditor storeId={params.storeId} id={params.id} />)}
              </Route>
              <Route path="/dictionary">{guard('dictionary', <Dictionary />)}</Route>
              <Route path="/vouchers">{guard('vouchers', <Vouchers />)}</Route>
              <Route path="/shipping">{guard('shipping', <Shipping />)}</Route>
              <Route path="/staff">{guard('staff', <Staff />)}</Route>
              <Route path="/audit">{guard('audit', <Audit />)}</Route>
              <Route path="/two-factor">
                <TwoFactor />
              </Route>
              <Route>
                <h1>{t('App.NotFound')}</h1>
              </Route>
            </Switch>
          )}
        </Suspense>
      </main>
    </div>
  );
}

/** A navigation link that says which screen is open. */
function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const [location] = useLocation();
  const current = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className="bo-nav__link">
      {children}
    </Link>
  );
}
