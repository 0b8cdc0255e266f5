import {
  type AuthAdapter,
  BasketError,
  type BasketSummary,
  CheckoutError,
  ContractError,
  createClient,
  errorStatusCode,
  HttpError,
  isApiError,
  isBasketError,
  isCheckoutError,
  isContractError,
  isHttpError,
  isNetworkError,
  isRequiredError,
  isSessionExpiredError,
  isUnauthorizedError,
  NETWORK_ERROR_CODE,
  type NetworkError,
  RequiredError,
  SessionExpiredError,
  UnauthorizedError,
} from '@clubshop/api-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalServer, memoryAuth, type RecordedRequest, startLocalServer } from './local-server.ts';

const summary: BasketSummary = {
  token: 'basket-1',
  quantity: 2,
  totals: {
    subTotal: { amount: 50 },
    discountTotal: { amount: 0 },
    shippingTotal: { amount: 0 },
    total: { amount: 50 },
  },
};

let server: LocalServer;
beforeEach(async () => {
  server = await startLocalServer(() => ({ json: summary }));
});
afterEach(async () => {
  await server.close();
});

const bearer = (request: RecordedRequest) => request.headers.authorization;
const site = { storeId: 'store-gb', culture: 'en' };

describe('headers', () => {
  it('sends Accept, the context headers and the bearer token', async () => {
    const client = createClient({
      hosts: server.baseUrl,
      context: { storeId: 'store-gb', culture: 'en', currency: 'GBP', rootCategoryId: 'root-1' },
      auth: memoryAuth({ token: 'token-1', refresh: async () => undefined }),
    });
    await client.basket.summary('basket-1');
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/baskets/basket-1/summary');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.storeid).toBe('store-gb');
    expect(request?.headers.culture).toBe('en');
    expect(request?.headers.currency).toBe('GBP');
    expect(request?.headers.rootcategoryid).toBe('root-1');
    expect(request?.headers.authorization).toBe('Bearer token-1');
  });

  it('leaves out unknown context values and the token when logged out', async () => {
    const client = createClient({ hosts: server.baseUrl, context: { storeId: 'store-dk', culture: 'da' } });
    await client.basket.summary('basket-1');
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.culture).toBe('da');
    expect(headers.storeid).toBe('store-dk');
    expect(headers).not.toHaveProperty('currency');
    expect(headers).not.toHaveProperty('rootcategoryid');
    expect(headers).not.toHaveProperty('authorization');
  });

  it('refuses every call but the settings without a StoreId, before sending (no default site)', async () => {
    server.setHandler(() => ({ json: [] }));
    const client = createClient({ hosts: server.baseUrl, context: () => ({ culture: 'en' }) });
    const refused = await client.catalog.categories().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RequiredError);
    expect((refused as RequiredError).parameter).toBe('StoreId');
    expect((refused as Error).message).toBe(
      'Required parameter StoreId was null or undefined when calling getCategories.',
    );
    await expect(client.basket.create()).rejects.toThrow(/StoreId .* when calling createBasket/);
    expect(server.requests).toHaveLength(0);
    // The settings call finds its site from the page URL: it goes without one.
    await client.settings.get('http://localhost:5173/').catch(() => undefined);
    expect(server.requests.map((r) => [r.url, r.headers.storeid])).toEqual([
      ['/api/settings?url=http%3A%2F%2Flocalhost%3A5173%2F', undefined],
    ]);
  });

  it('reads the context fresh at every call', async () => {
    let culture = 'en';
    const client = createClient({
      hosts: server.baseUrl,
      context: () => ({ culture, storeId: `store-${culture}` }),
    });
    await client.basket.summary('basket-1');
    culture = 'de';
    await client.basket.summary('basket-1');
    expect(server.requests.map((r) => [r.headers.culture, r.headers.storeid])).toEqual([
      ['en', 'store-en'],
      ['de', 'store-de'],
    ]);
  });

  it('sends JSON bodies with a JSON content type and encodes path and query parameters', async () => {
    server.setHandler(() => ({ json: { success: true } }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    await client.users.newsletterSignup('list/1', {
      termsId: 'terms',
      email: 'a@example.com',
      firstName: 'Ann',
    });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/users/newsletter/list%2F1');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      termsId: 'terms',
      email: 'a@example.com',
      firstName: 'Ann',
    });
  });

  it('routes each domain to its host', async () => {
    const other = await startLocalServer(() => ({ json: [] }));
    try {
      const client = createClient({
        hosts: {
          content: server.baseUrl,
          catalog: other.baseUrl,
          user: server.baseUrl,
          basket: server.baseUrl,
        },
        context: site,
      });
      await client.catalog.categories();
      expect(other.requests.map((r) => r.url)).toEqual(['/api/categories']);
      expect(server.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('required parameters', () => {
  const client = () => createClient({ hosts: server.baseUrl, context: site });
  const cases: Array<[string, string, (c: ReturnType<typeof client>) => Promise<unknown>]> = [
    ['orderId', 'getOrder', (c) => c.users.order(undefined as unknown as string)],
    ['token', 'getBasket', (c) => c.basket.get(null as unknown as string)],
    [
      'token',
      'addToBasket',
      (c) => c.basket.add(undefined as unknown as string, { productId: 'v', quantity: 1 }),
    ],
    ['token', 'updateBasketLines', (c) => c.basket.updateLines('', [])],
    ['token', 'getBasketSummary', (c) => c.basket.summary(undefined as unknown as string)],
    ['token', 'getReceipt', (c) => c.basket.receipt(undefined as unknown as string)],
    ['token', 'checkoutBasket', (c) => c.basket.checkout(undefined as unknown as string, {} as never)],
    ['token', 'getCheckout', (c) => c.checkout.get(undefined as unknown as string)],
    ['token', 'setComment', (c) => c.checkout.setComment(undefined as unknown as string, { comment: '' })],
    ['token', 'addVoucher', (c) => c.checkout.addVoucher(undefined as unknown as string, 'CODE')],
    [
      'listId',
      'newsletterSignup',
      (c) => c.users.newsletterSignup(undefined as unknown as string, {} as never),
    ],
    [
      'shippingOptionId',
      'getDropPoints',
      (c) => c.checkout.dropPoints('t', undefined as unknown as string, '1000'),
    ],
    ['id', 'getProduct', (c) => c.catalog.product(undefined as unknown as string)],
  ];
  it.each(cases)('a missing %s in %s throws before any request', async (parameter, operation, call) => {
    const error = await call(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredError);
    expect(isRequiredError(error)).toBe(true);
    expect((error as RequiredError).message).toBe(
      `Required parameter ${parameter} was null or undefined when calling ${operation}.`,
    );
    expect((error as RequiredError).parameter).toBe(parameter);
    expect(server.requests).toHaveLength(0);
  });
});

describe('token refresh', () => {
  function serverAccepting(token: string) {
    server.setHandler((request) =>
      bearer(request) === `Bearer ${token}`
        ? { json: summary }
        : { status: 401, json: { success: false, errors: [{ message: 'Unauthorized' }] } },
    );
  }

  it('50 concurrent 401s cause exactly one refresh, and all succeed after it', async () => {
    serverAccepting('fresh');
    // The refresh finishes only after the server has seen all 50 first attempts, so they overlap it.
    const auth = memoryAuth({
      token: 'stale',
      refresh: async () => {
        while (server.requests.filter((r) => bearer(r) === 'Bearer stale').length < 50) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        return 'fresh';
      },
    });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const results = await Promise.all(Array.from({ length: 50 }, () => client.basket.summary('basket-1')));
    expect(results).toHaveLength(50);
    expect(results.every((result) => result.token === 'basket-1')).toBe(true);
    expect(auth.state.refreshCalls).toBe(1);
    expect(auth.state.logoutCalls).toBe(0);
    expect(server.requests.filter((r) => bearer(r) === 'Bearer stale')).toHaveLength(50);
    expect(server.requests.filter((r) => bearer(r) === 'Bearer fresh')).toHaveLength(50);
  });

  it('a failed refresh logs out once and rejects every waiting request with SessionExpiredError', async () => {
    serverAccepting('never');
    const auth = memoryAuth({
      token: 'stale',
      refresh: async () => {
        while (server.requests.length < 50) await new Promise((resolve) => setImmediate(resolve));
        return undefined;
      },
    });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => client.basket.summary('basket-1')),
    );
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const errors = outcomes.map((o) => (o.status === 'rejected' ? o.reason : undefined));
    expect(errors.every((e) => e instanceof SessionExpiredError && isSessionExpiredError(e))).toBe(true);
    expect(errors.map((e) => errorStatusCode(e))).toEqual(Array.from({ length: 50 }, () => 401));
    expect(auth.state.refreshCalls).toBe(1);
    expect(auth.state.logoutCalls).toBe(1);
    // Nothing was retried.
    expect(server.requests).toHaveLength(50);
  });

  it('a refresh that throws is a failed refresh too', async () => {
    serverAccepting('never');
    const auth = memoryAuth({
      token: 'stale',
      refresh: async () => {
        throw new Error('refresh token revoked');
      },
    });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const error = await client.basket.summary('basket-1').catch((caught: unknown) => caught);
    expect(isSessionExpiredError(error)).toBe(true);
    expect((error as SessionExpiredError).cause).toBeInstanceOf(Error);
    expect(auth.state.logoutCalls).toBe(1);
  });

  it('refreshes on meta.status 401 inside a 200 body', async () => {
    const content = {
      route: null,
      meta: { status: 404, template: 'notFound', robotsIndex: false, robotsFollow: false },
    };
    server.setHandler((request) =>
      bearer(request) === 'Bearer fresh'
        ? { json: content }
        : {
            json: {
              route: null,
              meta: { status: 401, template: '', robotsIndex: false, robotsFollow: false },
            },
          },
    );
    const auth = memoryAuth({ token: 'stale', refresh: async () => 'fresh' });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const response = await client.content.resolve('/my/');
    expect(response.meta.status).toBe(404);
    expect(auth.state.refreshCalls).toBe(1);
    expect(server.requests.map(bearer)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('does not loop: a retried request that gets 401 again fails without another refresh', async () => {
    serverAccepting('never');
    const auth = memoryAuth({ token: 'stale', refresh: async () => 'fresh-but-refused' });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const error = await client.basket.summary('basket-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isHttpError(error)).toBe(true);
    expect((error as UnauthorizedError).status).toBe(401);
    expect(auth.state.refreshCalls).toBe(1);
    expect(auth.state.logoutCalls).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  it('a late 401 of a request sent before a completed refresh retries with the new token, no second refresh', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    server.setHandler(async (request) => {
      if (request.url.includes('slow') && bearer(request) === 'Bearer stale') await slowGate;
      return bearer(request) === 'Bearer fresh'
        ? { json: { ...summary, token: request.url.includes('slow') ? 'slow' : 'fast' } }
        : { status: 401, json: { success: false, errors: [{ message: 'Unauthorized' }] } };
    });
    const auth = memoryAuth({ token: 'stale', refresh: async () => 'fresh' });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const slow = client.basket.summary('slow');
    await client.basket.summary('fast');
    releaseSlow();
    expect((await slow).token).toBe('slow');
    expect(auth.state.refreshCalls).toBe(1);
  });

  it('authenticate never triggers a refresh and sends no bearer token', async () => {
    serverAccepting('never');
    const auth = memoryAuth({ token: 'stale', refresh: async () => 'fresh' });
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    const error = await client.users
      .authenticate({ grant_type: 'refresh_token', refresh_token: 'r' })
      .catch((caught: unknown) => caught);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(auth.state.refreshCalls).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('without an auth layer a 401 is an UnauthorizedError', async () => {
    serverAccepting('never');
    const client = createClient({ hosts: server.baseUrl, context: site });
    await expect(client.users.profile()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(server.requests).toHaveLength(1);
  });

  it('works with a plain object implementing AuthAdapter', async () => {
    serverAccepting('b');
    let token: string | undefined = 'a';
    const auth: AuthAdapter = {
      getAccessToken: () => token,
      refresh: async () => {
        token = 'b';
        return token;
      },
      logout: () => {
        token = undefined;
      },
    };
    const client = createClient({ hosts: server.baseUrl, context: site, auth });
    await expect(client.basket.summary('basket-1')).resolves.toEqual(summary);
  });
});

describe('errors', () => {
  it('an error body becomes an HttpError with status, body and errors', async () => {
    const body = { success: false, errors: [{ message: 'email is required', field: 'email' }] };
    server.setHandler(() => ({ status: 400, json: body }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const error = await client.users.forgotPassword({ email: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpError(error) && isApiError(error)).toBe(true);
    const http = error as HttpError;
    expect(http.status).toBe(400);
    expect(http.body).toEqual(body);
    expect(http.errors).toEqual([{ message: 'email is required', field: 'email' }]);
    expect(http.message).toBe('email is required');
    // The body named no code: the error's own, by status, so `t(error.code)` says something.
    expect(http.code).toBe('Api.Error.RequestFailed');
    expect(http.operation).toBe('forgotPassword');
    expect(errorStatusCode(error)).toBe(400);
  });

  it('a non-JSON error keeps its text and names the call', async () => {
    server.setHandler(() => ({ status: 503, text: 'maintenance' }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const error = (await client.catalog.categories().catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(503);
    expect(error.body).toBe('maintenance');
    expect(error.errors).toEqual([]);
    // The message never holds the URL (it may hold a basket token); the error keeps it for logs.
    expect(error.message).toBe('getCategories answered 503');
    expect(error.url).toMatch(/\/api\/categories$/);
    expect(error.method).toBe('GET');
  });

  it('a response that breaks the contract is a ContractError naming the path', async () => {
    server.setHandler(() => ({
      json: { ...summary, totals: { ...summary.totals, total: { amount: '50' } } },
    }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const error = await client.basket.summary('basket-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect(isContractError(error)).toBe(true);
    expect((error as ContractError).path).toBe('totals.total.amount');
    expect((error as ContractError).message).toContain('totals.total.amount');
    expect((error as ContractError).operation).toBe('getBasketSummary');
  });

  it('a 200 without JSON is a ContractError', async () => {
    server.setHandler(() => ({ text: '<html>' }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    await expect(client.catalog.categories()).rejects.toBeInstanceOf(ContractError);
  });

  it('no response at all is a NetworkError', async () => {
    const closed = await startLocalServer();
    const { baseUrl } = closed;
    await closed.close();
    const client = createClient({ hosts: baseUrl, context: site });
    const error = await client.catalog.categories().catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect(errorStatusCode(error)).toBe(500);
    // A shop says "we cannot reach the shop", never what a refusal would mean.
    expect((error as NetworkError).code).toBe(NETWORK_ERROR_CODE);
  });

  it("an error names its dictionary code and params (the first error's), for the shop to translate", async () => {
    const errors = [
      {
        message: 'The voucher code "NOPE" does not exist.',
        field: 'voucherCode',
        code: 'Api.Error.VoucherNotFound',
        params: { code: 'NOPE' },
      },
    ];
    server.setHandler(() => ({ status: 404, json: { success: false, errors } }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const error = (await client.checkout
      .addVoucher('basket-1', 'nope')
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.code).toBe('Api.Error.VoucherNotFound');
    expect(error.params).toEqual({ code: 'NOPE' });
    expect(error.errors).toEqual(errors);

    const refused = [
      { message: 'Only 2 of Shirt (m) are in stock.', code: 'Api.Error.OnlyInStock', params: { count: 2 } },
    ];
    server.setHandler(() => ({ json: { success: false, errors: refused } }));
    const basketError = (await client.basket
      .updateLines('basket-1', [{ id: 'l1', quantity: 5 }])
      .catch((caught: unknown) => caught)) as BasketError;
    expect(basketError.code).toBe('Api.Error.OnlyInStock');
    expect(basketError.params).toEqual({ count: 2 });
  });

  it('never shows the URL or a basket token in a message, but keeps them for logs', async () => {
    const closed = await startLocalServer();
    const { baseUrl } = closed;
    await closed.close();
    const client = createClient({ hosts: baseUrl, context: site });
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6cXV1';
    const error = (await client.basket
      .add(token, { productId: 'v', quantity: 1 })
      .catch((caught: unknown) => caught)) as NetworkError;
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('addToBasket: no response from the server (network error)');
    expect(error.message).not.toContain(token);
    expect(error.message).not.toContain(baseUrl);
    expect(error.url).toBe(`${baseUrl}/api/baskets/${token}`);
    expect(error.method).toBe('POST');
    expect(error.reason).toBe('network');

    server.setHandler(() => ({ status: 502, text: 'bad gateway' }));
    const answered = (await createClient({ hosts: server.baseUrl, context: site })
      .basket.get(token)
      .catch((caught: unknown) => caught)) as HttpError;
    expect(answered.message).toBe('getBasket answered 502');
    expect(answered.url).toContain(token);

    server.setHandler(() => ({ status: 200, text: 'not json' }));
    const broken = (await createClient({ hosts: server.baseUrl, context: site })
      .basket.get(token)
      .catch((caught: unknown) => caught)) as ContractError;
    expect(broken.message).not.toContain(token);
  });

  it('says a request timed out without its URL', async () => {
    server.setHandler(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { json: summary };
    });
    const client = createClient({ hosts: server.baseUrl, context: site, timeout: 20 });
    const error = (await client.basket
      .summary('secret-token')
      .catch((caught: unknown) => caught)) as NetworkError;
    expect(error.message).toBe('getBasketSummary: no response from the server (timed out)');
    expect(error.reason).toBe('timeout');
  });

  it('basket add and line update with success false throw BasketError with the first message', async () => {
    const errors = [{ message: 'Out of stock' }, { message: 'second' }];
    server.setHandler(() => ({ json: { success: false, errors } }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const added = await client.basket
      .add('b', { productId: 'v', quantity: 1 })
      .catch((caught: unknown) => caught);
    expect(added).toBeInstanceOf(BasketError);
    expect(isBasketError(added)).toBe(true);
    expect((added as BasketError).message).toBe('Out of stock');
    expect((added as BasketError).errors).toEqual(errors);
    const updated = await client.basket
      .updateLines('b', [{ id: 'l', quantity: 2 }])
      .catch((caught: unknown) => caught);
    expect((updated as BasketError).message).toBe('Out of stock');
    expect((updated as BasketError).operation).toBe('updateBasketLines');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ lines: [{ id: 'l', quantity: 2 }] });
  });

  it('checkout with success false throws CheckoutError with the first message, or an empty one', async () => {
    const body = {
      paymentProviderId: 'card',
      returnUrl: 'http://x/receipt/',
      cancelUrl: 'http://x/checkout/',
    };
    server.setHandler(() => ({
      json: { success: false, errors: [{ message: 'Billing address is incomplete' }] },
    }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    const first = await client.basket.checkout('b', body).catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(CheckoutError);
    expect((first as CheckoutError).message).toBe('Billing address is incomplete');
    server.setHandler(() => ({ json: { success: false, errors: [] } }));
    const empty = await client.basket.checkout('b', body).catch((caught: unknown) => caught);
    expect(isCheckoutError(empty)).toBe(true);
    expect((empty as CheckoutError).message).toBe('');
  });

  it('checkout success resolves the payment url', async () => {
    server.setHandler(() => ({ json: { success: true, errors: [], data: { url: 'http://pay/1' } } }));
    const client = createClient({ hosts: server.baseUrl, context: site });
    await expect(
      client.basket.checkout('b', {
        paymentProviderId: 'p',
        returnUrl: 'http://x/receipt/',
        cancelUrl: 'http://x/checkout/',
      }),
    ).resolves.toEqual({ url: 'http://pay/1' });
  });
});

describe('errorStatusCode', () => {
  it.each([
    [{ statusCode: 404, status: 500 }, 404],
    [{ status: 410, response: { status: 500 } }, 410],
    [{ response: { status: 502 } }, 502],
    [{ statusCode: 'x', status: 403 }, 403],
    [new Error('boom'), 500],
    [undefined, 500],
    ['text', 500],
    [null, 500],
  ])('%o -> %i', (error, expected) => {
    expect(errorStatusCode(error)).toBe(expected);
  });

  it('guards reject look-alikes that are not client errors', () => {
    const foreign = Object.assign(new Error('x'), { name: 'HttpError' });
    expect(isHttpError(foreign)).toBe(false);
    expect(isApiError({ name: 'ApiError', operation: 'x' })).toBe(false);
  });
});
