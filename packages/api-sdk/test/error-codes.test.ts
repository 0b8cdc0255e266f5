/**
 * Every error the client throws carries a dictionary `code`, so a shop's `t(error.code)` always
 * has something to say in the shopper's language: server faults, answers it cannot read, refused
 * requests without an error body, missing parameters, an expired session and a misused
 * `createClient` included. (That each code is a row of the en, de and da dictionaries is checked
 * by the commerce API's message tests, where the dictionaries live.)
 */
import {
  type ApiError,
  type ClientOptions,
  ClientOptionsError,
  createClient,
  errorCodes,
  invoiceDetailsSchema,
  isApiError,
  isClientOptionsError,
  issuesToErrors,
} from '@clubshop/api-sdk';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalServer, memoryAuth, startLocalServer } from './local-server.ts';

let server: LocalServer;
beforeEach(async () => {
  server = await startLocalServer(() => ({ json: {} }));
});
afterEach(async () => {
  await server.close();
});

const site = { storeId: 'store-gb', culture: 'en' };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('answers without a code of their own get one', () => {
  it.each([
    [500, { text: 'Internal Server Error' }, 'Api.Error.Internal'],
    [502, { text: '<html>Bad gateway</html>' }, 'Api.Error.Internal'],
    [500, { json: { success: false, errors: [{ message: 'boom' }] } }, 'Api.Error.Internal'],
    [404, { text: '' }, 'Api.Error.NotFound'],
    [429, { text: 'slow down' }, 'Api.Error.Overloaded'],
    [400, { json: { success: false, errors: [{ message: 'no' }] } }, 'Api.Error.RequestFailed'],
    [401, { text: '' }, 'Api.Error.Unauthorized'],
  ])('a %i answer (%o) has the code %s', async (status, reply, code) => {
    server.setHandler(() => ({ status, ...reply }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const error = await failure(client.catalog.categories());
    expect(isApiError(error)).toBe(true);
    expect(error.code).toBe(code);
  });

  it("keeps the server's own code when it sent one", async () => {
    server.setHandler(() => ({
      status: 500,
      json: { success: false, errors: [{ message: 'db', code: 'Api.Error.DatabaseUnavailable' }] },
    }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    expect((await failure(client.catalog.categories())).code).toBe('Api.Error.DatabaseUnavailable');
  });

  it('an answer that breaks the contract, or is not JSON, has the code of an unreadable answer', async () => {
    server.setHandler(() => ({ json: { token: 1 } }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    expect((await failure(client.basket.summary('b'))).code).toBe(errorCodes.unexpectedAnswer);
    server.setHandler(() => ({ text: '<html>' }));
    expect((await failure(client.catalog.categories())).code).toBe(errorCodes.unexpectedAnswer);
  });

  it('a basket or checkout refusal without errors has the code of a failed request', async () => {
    server.setHandler(() => ({ json: { success: false, errors: [] } }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const body = { paymentProviderId: 'p', returnUrl: 'http://x/receipt/', cancelUrl: 'http://x/checkout/' };
    expect((await failure(client.basket.checkout('b', body))).code).toBe(errorCodes.requestFailed);
    expect((await failure(client.basket.add('b', { productId: 'v', quantity: 1 }))).code).toBe(
      errorCodes.requestFailed,
    );
  });
});

describe('errors the client makes itself have a code', () => {
  it('a missing parameter names it in its params', async () => {
    const client = createClient({ hosts: server.baseUrl, context: () => ({ culture: 'en' }) });
    const missingStore = await failure(client.catalog.categories());
    expect(missingStore.code).toBe(errorCodes.requiredParameter);
    expect(missingStore.params).toEqual({ parameter: 'StoreId' });
    const withStore = createClient({ hosts: server.baseUrl, context: site });
    const missingToken = await failure(withStore.basket.summary(''));
    expect(missingToken.code).toBe(errorCodes.requiredParameter);
    expect(missingToken.params).toEqual({ parameter: 'token' });
  });

  it('an expired session that could not be renewed', async () => {
    server.setHandler(() => ({ status: 401, json: { success: false, errors: [] } }));
    const client = createClient({
      hosts: server.baseUrl,
      context: site,
      auth: memoryAuth({ token: 'old', refresh: async () => undefined }),
    });
    expect((await failure(client.users.profile())).code).toBe(errorCodes.sessionExpired);
  });
});

describe('createClient refuses options it cannot work with, with a code', () => {
  const valid: ClientOptions = { hosts: 'http://localhost:1', context: site };
  it.each([
    ['no options', undefined, 'options'],
    ['no hosts', { context: site }, 'hosts'],
    ['hosts not a string', { ...valid, hosts: 42 }, 'hosts'],
    ['a host missing', { ...valid, hosts: { content: '/c', catalog: '/c', user: '/u' } }, 'hosts.basket'],
    ['a host that is no URL', { ...valid, hosts: 'localhost:4000' }, 'hosts.content'],
    ['no context', { hosts: 'http://localhost:1' }, 'context'],
    ['a negative timeout', { ...valid, timeout: -1 }, 'timeout'],
    ['fetch not a function', { ...valid, fetch: 'fetch' }, 'fetch'],
    ['auth without refresh', { ...valid, auth: { getAccessToken: (): undefined => undefined } }, 'auth'],
  ])('%s', (_case, options, option) => {
    let thrown: unknown;
    try {
      createClient(options as ClientOptions);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ClientOptionsError);
    expect(isClientOptionsError(thrown) && isApiError(thrown)).toBe(true);
    const error = thrown as ClientOptionsError;
    expect(error.code).toBe(errorCodes.clientOptions);
    expect(error.params).toEqual({ option });
    expect(error.option).toBe(option);
    expect(error.message).toContain(option);
  });

  it('takes a relative host (the storefront in the browser calls its own origin)', () => {
    expect(() => createClient({ hosts: '', context: site })).not.toThrow();
    expect(() => createClient({ hosts: '/shop-api', context: site })).not.toThrow();
  });
});

describe('validation errors of the contract have codes, never raw library text', () => {
  it('an incomplete address: each missing field is required, worded by us', () => {
    const result = v.safeParse(invoiceDetailsSchema, { email: 'a@b.dk', country: 'Great Britain' });
    const errors = issuesToErrors(result.issues ?? []);
    expect(errors.length).toBeGreaterThan(5);
    for (const error of errors) {
      expect(error.code, error.field).toBeTruthy();
      expect(error.message, error.field).not.toMatch(/Invalid (key|type)/);
    }
    expect(errors.find((error) => error.field === 'firstName')).toEqual({
      field: 'firstName',
      message: 'firstName is required',
      code: 'Form.Validation.Required',
    });
    expect(errors.find((error) => error.field === 'country')?.code).toBe(errorCodes.invalidValue);
  });

  it('a value of the wrong type', () => {
    const result = v.safeParse(invoiceDetailsSchema, { email: 42 });
    const email = issuesToErrors(result.issues ?? []).find((error) => error.field === 'email');
    expect(email?.code).toBe(errorCodes.invalidValue);
  });
});
