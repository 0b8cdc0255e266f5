/**
 * Routes of users (docs/product/requirements.md#users): register, confirm email, authenticate
 * (password and refresh_token grants), logout (our extension), forgot and reset password, profile,
 * order history, newsletter signup. The HTTP edge only: each reads its request, asks the users'
 * service (`users-service.ts`, `sessions.ts`) and writes the contract's answer.
 */
import {
  type ApiErrorItem,
  authenticateRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  idSchema,
  logoutRequestSchema,
  newsletterSignupRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@clubshop/api-sdk/contract';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireUser } from '../http/auth.ts';
import { noStore } from '../http/cache-control.ts';
import { clientAddress } from '../http/forwarded.ts';
import { readJsonBody, validate } from '../http/parse.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { findOrderOfUser } from '../orders/shopper-order.ts';
import { listOrdersOfUser } from '../payment/order-view.ts';
import { clientFingerprint } from '../sessions/refresh-grace.ts';
import { notFound } from '../shared/api-error.ts';
import { withPublicAssetUrls } from '../shared/media-urls.ts';
import { toProfile } from '../users/profile.ts';
import { endSession, refreshSession } from '../users/sessions.ts';
import {
  confirmEmail,
  findUser,
  forgotPassword,
  logIn,
  register,
  resetPassword,
  signUpForNewsletter,
  updateProfile,
} from '../users/users-service.ts';

/** The users routes, mounted under `/api/users`. */
export function usersRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  /** The shopper's address, as the proxies in front of the API say (when trusted). */
  const addressOf = (c: Context<AppEnv>) => clientAddress(c, config.trustProxy);

  app.post('/register', async (c) => {
    const body = await readJsonBody(c, registerRequestSchema);
    await register(deps, c.var.site, addressOf(c), body);
    return c.json(
      { success: true as const, message: 'Account created; check your email to confirm it' },
      201,
    );
  });

  app.post('/confirm-email', async (c) => {
    const { token } = await readJsonBody(c, confirmEmailRequestSchema);
    await confirmEmail(deps, token);
    return c.json({ success: true as const, message: 'Your email is confirmed' });
  });

  app.post('/authenticate', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, authenticateRequestSchema);
    // The contract answers a refused login with 200 and isSuccess false.
    const fail = (error: string | ApiErrorItem) =>
      typeof error === 'string'
        ? c.json({ isSuccess: false, error, result: null })
        : c.json({ isSuccess: false, error: error.message, errors: [error], result: null });
    if (body.grant_type === 'refresh_token') {
      const client = clientFingerprint(addressOf(c), c.req.header('user-agent'));
      const result = await refreshSession(deps, body.refresh_token, client);
      return typeof result === 'string' ? fail(result) : c.json({ isSuccess: true, error: null, result });
    }
    const outcome = await logIn(deps, addressOf(c), body);
    return outcome.ok
      ? c.json({ isSuccess: true, error: null, result: outcome.session })
      : fail(outcome.error);
  });

  app.post('/logout', async (c) => {
    noStore(c);
    const body = await readJsonBody(c, logoutRequestSchema);
    await endSession(deps, { refreshToken: body.refresh_token, sessionId: c.var.user?.sessionId });
    return c.json({ success: true as const, message: 'You are logged out' });
  });

  app.post('/forgot-password', async (c) => {
    const { email } = await readJsonBody(c, forgotPasswordRequestSchema);
    await forgotPassword(deps, c.var.site, addressOf(c), email);
    return c.json({
      success: true as const,
      message: 'If the address is registered, a reset link is on its way',
    });
  });

  app.post('/reset-password', async (c) => {
    const body = await readJsonBody(c, resetPasswordRequestSchema);
    await resetPassword(deps, addressOf(c), body);
    return c.json({ success: true as const, message: 'Your password has been changed' });
  });

  /** The logged-in user's account (401 without a session), never cached. */
  async function currentUser(c: Context<AppEnv>) {
    const auth = requireUser(c);
    noStore(c);
    return findUser(deps, auth.id);
  }

  app.get('/me/profile', async (c) => c.json(toProfile(await currentUser(c))));

  app.patch('/me/profile', async (c) => {
    const user = await currentUser(c);
    const body = await readJsonBody(c, profileUpdateRequestSchema);
    return c.json(toProfile(await updateProfile(deps, user, body)));
  });

  app.get('/me/orders', async (c) => {
    const auth = requireUser(c);
    noStore(c);
    return c.json(await listOrdersOfUser(db, auth.id));
  });

  app.get('/me/orders/:orderId', async (c) => {
    const auth = requireUser(c);
    noStore(c);
    const orderId = await validate(idSchema, c.req.param('orderId'));
    // Another user's order answers exactly like a missing one.
    const order = await findOrderOfUser(db, auth.id, orderId);
    if (!order) throw notFound(apiMessage('Api.Error.OrderNotFound', { id: orderId }));
    return c.json(withPublicAssetUrls(order, c.var.origin));
  });

  app.post('/newsletter/:listId', async (c) => {
    const listId = await validate(idSchema, c.req.param('listId'));
    const body = await readJsonBody(c, newsletterSignupRequestSchema);
    await signUpForNewsletter(deps, c.var.site.storeId, listId, body);
    return c.json({ success: true as const, message: 'Signed up' });
  });

  return app;
}
