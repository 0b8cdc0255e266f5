import { attemptLogin, logoutSession } from '@clubshop/auth';
import {
  accountDetailsFormRules,
  forgotPasswordFormRules,
  loginFormRules,
  registerFormRules,
  resetPasswordFormRules,
} from '@clubshop/validation';
import { paths } from '../../routing/paths.ts';
import { checkFields, type FormAction, postedFields, refused } from './form-action.ts';

/**
 * Login (/login/): the tokens go into the request's cookie jar through @clubshop/auth (as the
 * browser's login stores them), then 303 to My Account. A refusal renders the login again with
 * the e-mail, never the password.
 */
export const loginAction: FormAction = async ({ form, client, store, logger }) => {
  const values = postedFields(form, ['email', 'password']);
  const invalid = checkFields('login', values, loginFormRules, ['email']);
  if (invalid) return invalid;
  const attempt = await attemptLogin(
    client,
    store,
    { username: values.email, password: values.password },
    logger,
  );
  if (attempt.ok) return { kind: 'redirect', to: paths.profile };
  return {
    kind: 'render',
    // A refusal is the shopper's (wrong password, a locked account); no answer is the shop's.
    status: attempt.reason === 'refused' ? 400 : 502,
    result: {
      action: 'login',
      ok: false,
      values: { email: values.email },
      ...(attempt.reason === 'refused' && attempt.error ? { error: attempt.error } : {}),
    },
  };
};

/** Register (/login/): 303 back to the login page, which says to check the mail. */
export const registerAction: FormAction = async ({ form, client, logger }) => {
  const values = postedFields(form, ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation']);
  const echo = ['firstName', 'lastName', 'email'] as const;
  const invalid = checkFields('register', values, registerFormRules, echo);
  if (invalid) return invalid;
  const { firstName, lastName, email, password } = values;
  try {
    await client.users.register({ firstName, lastName, email, password });
  } catch (error) {
    return refused('register', error, { firstName, lastName, email }, logger);
  }
  return { kind: 'redirect', to: paths.login, flash: { action: 'register', ok: true } };
};

/** Forgot password: 303 back to the page, which says a link is on its way. */
export const forgotPasswordAction: FormAction = async ({ form, client, logger }) => {
  const values = postedFields(form, ['email']);
  const invalid = checkFields('forgot-password', values, forgotPasswordFormRules, ['email']);
  if (invalid) return invalid;
  try {
    await client.users.forgotPassword({ email: values.email });
  } catch (error) {
    return refused('forgot-password', error, values, logger);
  }
  return { kind: 'redirect', to: paths.forgotPassword, flash: { action: 'forgot-password', ok: true } };
};

/**
 * Reset password: the token comes as a hidden field (from the mail's link), so it never goes
 * into another URL; on success 303 to the page without it, which says the password is changed.
 * On an error the page is rendered again with the token (it is in the page already), never the
 * passwords.
 */
export const resetPasswordAction: FormAction = async ({ form, client, logger }) => {
  const values = postedFields(form, ['token', 'password', 'passwordConfirmation']);
  const invalid = checkFields('reset-password', values, resetPasswordFormRules, []);
  if (invalid?.kind === 'render') {
    // The token stays on the page (it came with it) so the shopper can try again.
    return { ...invalid, result: { ...invalid.result, values: { token: values.token } } };
  }
  try {
    await client.users.resetPassword({ token: values.token, password: values.password });
  } catch (error) {
    return refused('reset-password', error, { token: values.token }, logger);
  }
  return { kind: 'redirect', to: paths.resetPassword, flash: { action: 'reset-password', ok: true } };
};

/**
 * Log out (the profile pages' side navigation): the server ends the session (its refresh token's
 * whole family revoked) and the request's cookies are cleared, through the same
 * `logoutSession` the page's code calls; then 303 home.
 */
export const logoutAction: FormAction = async ({ client, store, logger }) => {
  await logoutSession(client, store, logger);
  return { kind: 'redirect', to: paths.home };
};

const accountDetailsFields = [
  'firstName',
  'lastName',
  'phone',
  'street',
  'city',
  'zipCode',
  'country',
] as const;

/**
 * Account details (/user/account-details/): the same rules as the form in the browser, then the
 * profile update; 303 back to the page, which says "saved". Refused input renders the page again
 * with what was typed and the messages; a signed-out visitor gets the API's 401 (the page then
 * shows the login).
 */
export const accountDetailsAction: FormAction = async ({ form, client, logger }) => {
  const values = postedFields(form, accountDetailsFields);
  const invalid = checkFields('account-details', values, accountDetailsFormRules, accountDetailsFields);
  if (invalid) return invalid;
  try {
    await client.users.updateProfile(values);
  } catch (error) {
    return refused('account-details', error, values, logger);
  }
  return { kind: 'redirect', to: paths.accountDetails, flash: { action: 'account-details', ok: true } };
};
