import type { TestApi } from '@clubshop/commerce-api/testing';

/** The tokens a password login through the API gives a shopper. */
export interface LoginTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Registers a shopper (Ada Lovelace) on the test API and confirms the e-mail through the link the
 * API mailed, as the shopper would; `headers`: the site's JSON headers (StoreId, culture).
 */
export async function confirmedShopper(
  api: Pick<TestApi, 'fetch' | 'mails'>,
  email: string,
  password: string,
  headers: Record<string, string>,
): Promise<void> {
  await api.fetch('/api/users/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Lovelace' }),
  });
  const token = new URL((await api.mails(email))[0]?.links[0] ?? '').searchParams.get('token');
  await api.fetch('/api/users/confirm-email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
}

/** The tokens of a password login of a shopper through the test API. */
export async function loginTokens(
  api: Pick<TestApi, 'fetch'>,
  email: string,
  password: string,
  headers: Record<string, string>,
): Promise<LoginTokens> {
  const login = await api.fetch('/api/users/authenticate', {
    method: 'POST',
    headers,
    body: JSON.stringify({ grant_type: 'password', username: email, password }),
  });
  return ((await login.json()) as { result: LoginTokens }).result;
}
