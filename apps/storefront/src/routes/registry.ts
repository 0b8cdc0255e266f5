import accountDetails from './account-details.ts';
import cart from './cart.ts';
import category from './category.ts';
import checkout from './checkout.ts';
import confirmEmail from './confirm-email.ts';
import contact from './contact.ts';
import content from './content.ts';
import forgotPassword from './forgot-password.ts';
import login from './login.ts';
import order from './order.ts';
import orderHistory from './order-history.ts';
import product from './product.ts';
import profile from './profile.ts';
import receipt from './receipt.ts';
import resetPassword from './reset-password.ts';
import type { PageRoute, TemplateRoute } from './route.ts';
import search from './search.ts';

/**
 * Every page at a fixed path, the one list the router (routing/AppRoutes.tsx), the server's
 * loader (ssr/load-page.ts) and link prefetch (shell/link-prefetch.ts) read. A new page is a
 * module in this folder and one line here (docs/architecture.md, "Add a page with server data").
 */
export const pageRoutes: readonly PageRoute[] = [
  cart,
  search,
  checkout,
  receipt,
  login,
  forgotPassword,
  resetPassword,
  contact,
  confirmEmail,
  profile,
  accountDetails,
  orderHistory,
  order,
];

/**
 * The templates a path the content service resolved renders with; the content page last: it
 * renders any template or alias the shop does not know.
 */
export const templateRoutes: readonly TemplateRoute[] = [category, product, content];
