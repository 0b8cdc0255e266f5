import { lazyPage } from '../app/lazy-page.ts';
import type { ErrorPageProps } from '../errors/ErrorPage.tsx';
import { routeModule } from '../route-modules.ts';
import { paths } from './paths.ts';

/**
 * Every code-split page of the shop. One chunk per route; the templates a resolved path renders
 * with (category, product, content) are chunks of their own too.
 */
export const pages = {
  cart: lazyPage(...routeModule('pages/cart/CartPage.tsx')),
  search: lazyPage(...routeModule('pages/search/SearchPage.tsx')),
  checkout: lazyPage(...routeModule('pages/checkout/CheckoutPage.tsx')),
  receipt: lazyPage(...routeModule('pages/receipt/ReceiptPage.tsx')),
  login: lazyPage(...routeModule('pages/login/LoginPage.tsx')),
  forgotPassword: lazyPage(...routeModule('pages/forgot-password/ForgotPasswordPage.tsx')),
  resetPassword: lazyPage(...routeModule('pages/reset-password/ResetPasswordPage.tsx')),
  profile: lazyPage(...routeModule('pages/user/profile/ProfilePage.tsx')),
  accountDetails: lazyPage(...routeModule('pages/user/account-details/AccountDetailsPage.tsx')),
  orderHistory: lazyPage(...routeModule('pages/user/order-history/OrderHistoryPage.tsx')),
  order: lazyPage(...routeModule('pages/user/order/OrderPage.tsx')),
  contact: lazyPage(...routeModule('pages/contact/ContactPage.tsx')),
  confirmEmail: lazyPage(...routeModule('pages/confirm-email/ConfirmEmailPage.tsx')),
  /** The guarded /user/* area with its profile layout. */
  userArea: lazyPage(...routeModule('routing/UserArea.tsx')),
  /** The error page (404, 500), guarded by its fallback. */
  errorPage: lazyPage<ErrorPageProps>(...routeModule<ErrorPageProps>('errors/GuardedErrorPage.tsx')),
} as const;

/** The fixed routes and their pages, most specific first. */
export const fixedRoutes = [
  { path: paths.cart, page: pages.cart },
  { path: paths.search, page: pages.search },
  { path: paths.checkout, page: pages.checkout },
  { path: paths.receipt, page: pages.receipt },
  { path: paths.login, page: pages.login },
  { path: paths.forgotPassword, page: pages.forgotPassword },
  { path: paths.resetPassword, page: pages.resetPassword },
  { path: paths.contact, page: pages.contact },
  // Not a route of docs/product/requirements.md#routes: the link of the API's confirmation mail.
  { path: paths.confirmEmail, page: pages.confirmEmail },
] as const;

/** The /user/* pages (profile layout, guarded). */
export const userRoutes = [
  { path: paths.profile, page: pages.profile },
  { path: paths.accountDetails, page: pages.accountDetails },
  { path: paths.orderHistory, page: pages.orderHistory },
  { path: '/user/order-history/:orderId/', page: pages.order },
] as const;

/** The page chunk a path needs, when it is a fixed route (content paths resolve first). */
export function fixedPageFor(pathname: string) {
  if (pathname.startsWith('/user/')) void pages.userArea.preload().catch(() => undefined);
  const exact = [...fixedRoutes, ...userRoutes].find((route) => route.path === pathname);
  if (exact) return exact.page;
  if (pathname.startsWith(paths.orderHistory) && pathname !== paths.orderHistory) return pages.order;
  return undefined;
}
