/**
 * Users: 401 without a valid token and a refused refresh; with an account (`--account`) or a
 * register-and-confirm flow (`--mail-hook`), login, the profile and a change of it read back,
 * the orders (the one this run paid for among them), a refresh, a password reset and a logout;
 * the newsletter signup and the contact form.
 */
import type { AuthenticateResponse, Order, OrderListItem, UserProfile } from '@clubshop/api-sdk';
import { sameAmount } from '../basket-arithmetic.ts';
import { tokenFromMail } from '../mail-link.ts';
import type { RunState, SectionChecks, SectionOutcome } from '../run-state.ts';

/** The checks of this section. */
export const accountChecks = {
  profileNoToken: ['getProfile', '401 without a token'],
  profileBadToken: ['getProfile', '401 for an invalid token (the client refreshes once on it)'],
  ordersNoToken: ['getOrders', '401 without a token'],
  refreshRefused: ['authenticate', 'refuses an unknown refresh token (401/400, or isSuccess false)'],
  newsletter: ['newsletterSignup', 'answer matches the contract'],
  contact: ['sendCustomerService', 'answer matches the contract'],
  register: ['register', 'answer matches the contract'],
  confirm: ['confirmEmail', 'answer matches the contract (with the token the confirmation mail links to)'],
  login: ['authenticate', 'logs in with the email and password'],
  wrongPassword: ['authenticate', 'refuses a wrong password (isSuccess false, or 400/401)'],
  profile: ['getProfile', 'answer matches the contract'],
  profileIsAccount: ['getProfile', "is the logged-in account's"],
  update: ['updateProfile', 'answer matches the contract'],
  updateReadBack: ['updateProfile', 'the change is read back'],
  orders: ['getOrders', 'answer matches the contract'],
  refresh: ['authenticate', 'a refresh token gives new tokens that work'],
  ordersHoldPaid: ['getOrders', 'holds the order this run paid for'],
  order: ['getOrder', 'answer matches the contract'],
  orderAgrees: ['getOrder', "has the receipt's number and total"],
  forgot: ['forgotPassword', 'answer matches the contract'],
  reset: ['resetPassword', 'answer matches the contract (with the token the reset mail links to)'],
  resetLogsIn: ['resetPassword', 'the new password logs in'],
  logout: ['logout', 'answer matches the contract'],
  logoutRevokes: ['logout', 'after logout the refresh token is refused'],
} as const satisfies SectionChecks;

const isRefused = (status: number, body: unknown) =>
  status === 401 ||
  status === 400 ||
  (status === 200 && (body as AuthenticateResponse | undefined)?.isSuccess === false);

/** Asks the mail hook for the token of the newest link with `pathWord`, a few times while no mail has come. */
async function mailToken(state: RunState, email: string, pathWord: string): Promise<string | undefined> {
  const hook = state.options.mail;
  if (!hook) return undefined;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const token = tokenFromMail(await hook(email), pathWord);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

/** Logs in with a password; the tokens, or undefined (recorded under `check`). */
async function logIn(state: RunState, email: string, password: string, check: readonly [string, string]) {
  const login = await state.rec.answer<AuthenticateResponse>(
    'authenticate',
    { body: { grant_type: 'password', username: email, password } },
    `${check[1]}: answer matches the contract`,
  );
  const result = login?.body.result;
  state.rec.judge(
    ...check,
    login?.body.isSuccess === true && result !== null && result !== undefined,
    `login refused: ${login?.body.error ?? 'no answer'}`,
    login?.answer,
    login && { isSuccess: login.body.isSuccess, error: login.body.error },
  );
  return login?.body.isSuccess && result ? result : undefined;
}

/** The checks without an account, then login (registering and confirming an account when there is a mail hook). */
export async function runAccountChecks(state: RunState): Promise<SectionOutcome> {
  const { rec, club, options } = state;
  const c = accountChecks;
  await rec.error(c.profileNoToken[0], 401, c.profileNoToken[1]);
  await rec.error(c.profileBadToken[0], 401, c.profileBadToken[1], { token: 'conformance-invalid-token' });
  await rec.error(c.ordersNoToken[0], 401, c.ordersNoToken[1]);
  const refresh = await rec.send(
    'authenticate',
    { body: { grant_type: 'refresh_token', refresh_token: 'conformance-unknown-refresh-token' } },
    c.refreshRefused[1],
  );
  if (refresh)
    rec.judge(
      ...c.refreshRefused,
      isRefused(refresh.status, refresh.body),
      `answered ${refresh.status}`,
      refresh,
      refresh.body,
    );

  // The newsletter and the contact form, as the footer and the contact page send them.
  const listId = club.newsletter.listId;
  const termsId = club.termsAndConditionsPage?.id;
  if (listId && termsId)
    await rec.answer(
      c.newsletter[0],
      {
        pathParameters: { listId },
        body: { termsId, email: 'conformance-newsletter@example.com', firstName: 'Con' },
      },
      c.newsletter[1],
    );
  else
    rec.skip(
      ...c.newsletter,
      'not run: the settings name no newsletter.listId or termsAndConditionsPage (the storefront then signs nobody up)',
    );
  await rec.answer(
    c.contact[0],
    {
      query: { url: options.siteUrl },
      body: {
        name: 'Con Formance',
        email: 'conformance-contact@example.com',
        subject: 'Conformance kit',
        message: 'A message the ClubShop conformance kit sent; no answer needed.',
      },
    },
    c.contact[1],
  );

  // The account: given, or registered and confirmed through the mail hook.
  let account = options.account;
  let registered = false;
  if (!account && options.mail) {
    const email = `conformance-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = `Conformance-${Math.random().toString(36).slice(2, 10)}-9`;
    const register = await rec.answer(
      c.register[0],
      { body: { email, password, firstName: 'Con', lastName: 'Formance' } },
      c.register[1],
    );
    if (!register) return 'registering an account failed';
    const token = await mailToken(state, email, 'confirm');
    if (!token) return `the mail hook gave no link with a token for ${email}`;
    const confirmed = await rec.answer(c.confirm[0], { body: { token } }, c.confirm[1]);
    if (!confirmed) return 'confirming the account failed';
    account = { email, password };
    registered = true;
  } else if (!account) {
    return 'needs an account (--account email:password) or a mail hook to register one (--mail-hook)';
  } else {
    rec.skip(
      ...c.register,
      'not run: an account was given (--account); a mail hook without it registers one',
    );
    rec.skip(...c.confirm, 'not run: an account was given (--account)');
  }

  const wrong = await rec.send(
    'authenticate',
    { body: { grant_type: 'password', username: account.email, password: `${account.password}-wrong` } },
    c.wrongPassword[1],
  );
  if (wrong)
    rec.judge(
      ...c.wrongPassword,
      isRefused(wrong.status, wrong.body),
      `answered ${wrong.status}`,
      wrong,
      wrong.body,
    );
  const tokens = await logIn(state, account.email, account.password, c.login);
  if (!tokens) return 'logging in failed';
  state.session = {
    ...account,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    registered,
  };
  const token = tokens.access_token;
  const profile = await rec.answer<UserProfile>(c.profile[0], { token }, c.profile[1]);
  if (!profile) return 'the profile call failed';
  rec.judge(
    ...c.profileIsAccount,
    profile.body.email.toLowerCase() === account.email.toLowerCase() &&
      (!registered || (profile.body.firstName === 'Con' && profile.body.emailConfirmed)),
    registered
      ? 'not the email, first name and confirmed address registered'
      : `not the account of ${account.email}`,
    profile.answer,
    {
      email: profile.body.email,
      firstName: profile.body.firstName,
      emailConfirmed: profile.body.emailConfirmed,
    },
  );
  // A change read back; a given account gets its city back afterwards.
  const city = 'Conformance City';
  const updated = await rec.answer<UserProfile>(c.update[0], { token, body: { city } }, c.update[1]);
  if (updated) {
    const after = await rec.answer<UserProfile>(
      c.profile[0],
      { token },
      'after a change: answer matches the contract',
    );
    rec.judge(
      ...c.updateReadBack,
      updated.body.city === city && after?.body.city === city,
      `the city sent was ${city}`,
      updated.answer,
      { answered: updated.body.city, readBack: after?.body.city },
    );
    if (!registered)
      await rec.send(c.update[0], { token, body: { city: profile.body.city ?? '' } }, 'restoring the city');
  }
  await rec.answer(c.orders[0], { token }, c.orders[1]);
  return undefined;
}

/** After the basket checks: the order among the orders, a refresh, a password reset, a logout. */
export async function runAccountEndChecks(state: RunState): Promise<SectionOutcome> {
  const { rec } = state;
  const c = accountChecks;
  const session = state.session;
  if (!session) return 'no account is logged in';
  if (state.order) {
    const paid = state.order;
    const orders = await rec.answer<OrderListItem[]>(
      c.orders[0],
      { token: session.accessToken },
      'after paying: answer matches the contract',
    );
    const listed = orders?.body.find((order) => order.orderNumber === paid.orderNumber);
    rec.judge(
      ...c.ordersHoldPaid,
      listed !== undefined,
      `no order ${paid.orderNumber} among the account's orders`,
      orders?.answer,
      orders?.body.map((order) => order.orderNumber).slice(0, 5),
    );
    if (listed) {
      const order = await rec.answer<Order>(
        c.order[0],
        { token: session.accessToken, pathParameters: { orderId: listed.id } },
        c.order[1],
      );
      if (order)
        rec.judge(
          ...c.orderAgrees,
          order.body.orderNumber === paid.orderNumber && sameAmount(order.body.total.amount, paid.total),
          `expected order ${paid.orderNumber} for ${paid.total}`,
          order.answer,
          { orderNumber: order.body.orderNumber, total: order.body.total.amount },
        );
    }
  } else {
    const reason = 'not run: no order was paid (needs a pay hook, --pay-hook)';
    for (const check of [c.ordersHoldPaid, c.order, c.orderAgrees]) rec.skip(check[0], check[1], reason);
  }

  // A refresh gives tokens that work.
  const refreshed = await rec.answer<AuthenticateResponse>(
    'authenticate',
    { body: { grant_type: 'refresh_token', refresh_token: session.refreshToken } },
    'a refresh: answer matches the contract',
  );
  const renewed = refreshed?.body.result;
  const works = renewed
    ? await rec.send('getProfile', { token: renewed.access_token }, c.refresh[1])
    : undefined;
  rec.judge(
    ...c.refresh,
    works?.status === 200,
    renewed ? `the new access token answered ${works?.status}` : 'the refresh was refused',
    refreshed?.answer,
    refreshed && { isSuccess: refreshed.body.isSuccess, profileStatus: works?.status },
  );
  if (renewed)
    Object.assign(session, { accessToken: renewed.access_token, refreshToken: renewed.refresh_token });

  // A password reset: asked for the account; carried out only for an account this run registered.
  await rec.answer(c.forgot[0], { body: { email: session.email } }, c.forgot[1]);
  if (session.registered && state.options.mail) {
    const token = await mailToken(state, session.email, 'reset');
    if (token) {
      const password = `${session.password}-new`;
      const reset = await rec.answer(c.reset[0], { body: { token, password } }, c.reset[1]);
      if (reset) {
        const tokens = await logIn(state, session.email, password, c.resetLogsIn);
        if (tokens)
          Object.assign(session, {
            password,
            accessToken: tokens.access_token,
            refreshToken: tokens.refresh_token,
          });
      }
    } else rec.skip(...c.reset, `not run: the mail hook gave no reset link for ${session.email}`);
  } else {
    const reason =
      'not run: resets the password only of an account the kit registers (--mail-hook without --account)';
    rec.skip(...c.reset, reason);
    rec.skip(...c.resetLogsIn, reason);
  }

  // Logout ends the session: its refresh token is refused afterwards.
  const loggedOut = await rec.answer(
    c.logout[0],
    { body: { refresh_token: session.refreshToken } },
    c.logout[1],
  );
  if (loggedOut) {
    const after = await rec.send(
      'authenticate',
      { body: { grant_type: 'refresh_token', refresh_token: session.refreshToken } },
      c.logoutRevokes[1],
    );
    if (after)
      rec.judge(
        ...c.logoutRevokes,
        isRefused(after.status, after.body),
        'the refresh token still works',
        after,
        after.body,
      );
  }
  return undefined;
}
