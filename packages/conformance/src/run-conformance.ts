/**
 * The conformance run: every call of the contract sent to a backend, in the order a shopper's
 * visit makes them, each answer checked against its schema, and the behaviours the storefront
 * relies on (401 then refresh, the basket token's life, fresh shipping methods in each checkout
 * answer, 404 for failed lookups, required-parameter errors).
 */

import { isDeepStrictEqual } from 'node:util';
import {
  type ClientContext,
  clientContextFromSettings,
  errorResponseSchema,
  type SettingsResponse,
} from '@clubshop/api-sdk';
import { type ContractOperation, contractOperations } from '@clubshop/api-sdk/openapi';
import * as v from 'valibot';
import { type Answer, type CallInput, createCaller, type Fetch } from './caller.ts';
import { checkAnswer } from './check-answer.ts';

/** A real postcode per country for the checkout calls (else "1000", a postcode in many countries). */
const SAMPLE_POSTCODES: Readonly<Record<string, string>> = { GB: 'SW1A 1AA', DE: '10115', DK: '1000' };

/** Options of {@link runConformance}. */
export interface ConformanceOptions {
  /** The API's base URL (`https://api.club.example`); every path of the contract is under it. */
  apiBaseUrl: string;
  /** A page URL of the shop (`https://shop.club.example/`): the settings call finds the site from it. */
  siteUrl: string;
  /** The fetch to use (default: the global fetch). */
  fetch?: Fetch | undefined;
}

/** The outcome of one check. */
export interface ConformanceResult {
  /** `GET /api/baskets/{token}`. */
  call: string;
  /** What was checked: `answer matches the contract`, `404 for an unknown token`... */
  check: string;
  status: 'pass' | 'fail' | 'skip';
  /** The status code the call answered. */
  httpStatus?: number | undefined;
  /** Dotted path of the first mismatching field, for a failed contract check. */
  path?: string | undefined;
  /** Why it failed or was skipped. */
  detail?: string | undefined;
}

/** Every result of a run; `ok` when none failed. */
export interface ConformanceReport {
  ok: boolean;
  results: ConformanceResult[];
}

const byId = new Map(contractOperations.map((operation) => [operation.operationId, operation]));
const operation = (id: string): ContractOperation => {
  const found = byId.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const label = (op: ContractOperation) => `${op.method} ${op.path}`;
const first = <T>(list: readonly T[] | undefined): T | undefined => list?.[0];

/**
 * Runs the conformance kit against a backend and reports per call.
 *
 * @example
 * const report = await runConformance({ apiBaseUrl: 'http://localhost:4000', siteUrl: 'http://localhost:5173/' });
 * console.log(formatReport(report)); // FAIL GET /api/baskets/{token}: answer matches the contract at summary.totals.total.amount …
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const results: ConformanceResult[] = [];
  let context: Partial<ClientContext> = { culture: 'en' };
  const call = createCaller(
    options.apiBaseUrl,
    options.fetch ?? ((input, init) => fetch(input, init)),
    () => context,
  );

  /** Sends a call and checks its 200 answer against the schema; resolves the body when it matched. */
  async function expectAnswer<T = unknown>(
    id: string,
    input: CallInput = {},
    check = 'answer matches the contract',
  ) {
    const op = operation(id);
    let answer: Answer;
    try {
      answer = await call(op, input);
    } catch (error) {
      results.push({ call: label(op), check, status: 'fail', detail: `no answer: ${String(error)}` });
      return undefined;
    }
    // Any 2xx is an answer (creating a basket may say 201), as the client takes it.
    if (answer.status < 200 || answer.status > 299) {
      results.push({
        call: label(op),
        check,
        status: 'fail',
        httpStatus: answer.status,
        detail: `answered ${answer.status}, expected 2xx`,
      });
      return undefined;
    }
    const checked = checkAnswer(op.response, answer.body);
    results.push({
      call: label(op),
      check,
      status: checked.ok ? 'pass' : 'fail',
      httpStatus: answer.status,
      path: checked.path,
      detail: checked.problem,
    });
    return checked.ok ? (v.parse(op.response, answer.body) as T) : undefined;
  }

  /** Sends a call that must fail with `status` and an error body. */
  async function expectError(
    id: string,
    status: number | readonly number[],
    check: string,
    input: CallInput = {},
    field?: string,
  ) {
    const op = operation(id);
    const answer = await call(op, input).catch(() => undefined);
    if (!answer) {
      results.push({ call: label(op), check, status: 'fail', detail: 'no answer' });
      return;
    }
    const shape = checkAnswer(errorResponseSchema, answer.body);
    let detail: string | undefined;
    const expected = typeof status === 'number' ? [status] : status;
    if (!expected.includes(answer.status))
      detail = `answered ${answer.status}, expected ${expected.join(' or ')}`;
    else if (!shape.ok)
      detail = `the error body does not match the contract at ${shape.path || '(body)'}: ${shape.problem}`;
    else if (field) {
      const errors = v.parse(errorResponseSchema, answer.body).errors;
      if (!errors.some((error) => error.field === field)) detail = `no error names the field ${field}`;
    }
    results.push({
      call: label(op),
      check,
      status: detail ? 'fail' : 'pass',
      httpStatus: answer.status,
      path: detail && expected.includes(answer.status) && !shape.ok ? shape.path : undefined,
      detail,
    });
  }

  const skip = (id: string, check: string, detail: string) =>
    results.push({ call: label(operation(id)), check, status: 'skip', detail });

  // The site, from the page URL (the one call without StoreId).
  const settings = await expectAnswer<SettingsResponse>('getSettings', { query: { url: options.siteUrl } });
  if (!settings) return { ok: false, results };
  const club = settings.views.clubSettings;
  context = clientContextFromSettings(club);
  await expectError('getSettings', 400, 'a missing url is a 400 naming it', { query: {} }, 'url');
  // The storefront loads a site's settings once and uses them on every page of the origin
  // (docs/contract-notes.md): another page's URL must give the very same answer.
  const otherPage = new URL('/conformance-another-page-9f2c/', options.siteUrl).href;
  const settingsOfOtherPage = await call(operation('getSettings'), { query: { url: otherPage } }).catch(
    () => undefined,
  );
  const otherSettings =
    settingsOfOtherPage?.status === 200
      ? v.safeParse(operation('getSettings').response, settingsOfOtherPage.body)
      : undefined;
  const sameSettings = otherSettings?.success === true && isDeepStrictEqual(otherSettings.output, settings);
  results.push({
    call: label(operation('getSettings')),
    check: "another page's URL of the same origin gives the same settings",
    status: sameSettings ? 'pass' : 'fail',
    httpStatus: settingsOfOtherPage?.status,
    detail: sameSettings
      ? undefined
      : settingsOfOtherPage?.status === 200
        ? `the settings for ${otherPage} differ from those for ${options.siteUrl}`
        : `no settings for ${otherPage}`,
  });

  // Content
  await expectAnswer('getDictionary');
  await expectAnswer('getContent', { query: { url: '/' } });
  // A path that resolves to nothing: the page meta says 404 (docs/product/requirements.md#routes).
  const nothing = await expectAnswer<{ meta: { status: number } }>(
    'getContent',
    { query: { url: '/conformance-no-such-page-9f2c/' } },
    'a path that resolves to nothing: answer matches the contract',
  );
  results.push({
    call: label(operation('getContent')),
    check: 'a path that resolves to nothing has meta.status 404',
    status: nothing?.meta.status === 404 ? 'pass' : 'fail',
    detail: nothing?.meta.status === 404 ? undefined : `meta.status is ${nothing?.meta.status}`,
  });
  await expectError('getContent', 400, 'a missing url is a 400 naming it', {}, 'url');
  await expectAnswer('getContentSitemap', { query: { page: '1' } });

  // Catalog
  const category = first(await expectAnswer<{ id: string }[]>('getCategories'));
  if (category) {
    await expectAnswer('getCategory', { pathParameters: { id: category.id } });
    await expectAnswer('getProductsByCategory', {
      pathParameters: { id: category.id },
      query: { page: '1', pageSize: '5' },
    });
  } else {
    skip('getCategory', 'answer matches the contract', 'the site has no categories');
  }
  await expectError('getCategory', 404, '404 for an unknown id', {
    pathParameters: { id: 'conformance-no-such-category' },
  });
  await expectAnswer('getCategorySitemap', { query: { page: '1' } });
  await expectAnswer('getProductSitemap', { query: { page: '1' } });
  const search = await expectAnswer<{ products: { id: string; availability: string }[] }>('searchProducts', {
    query: { PageSize: '24', Page: '1' },
  });
  await expectAnswer('searchProductsPost', { body: { PageSize: 5 } });
  const inStock =
    search?.products.find((product) => product.availability === 'InStock') ?? first(search?.products);
  let variantId: string | undefined;
  if (inStock) {
    const product = await expectAnswer<{ variants: { id: string; stock: { availability: string } }[] }>(
      'getProduct',
      {
        pathParameters: { id: inStock.id },
      },
    );
    variantId = (
      product?.variants.find((variant) => variant.stock.availability === 'InStock') ??
      first(product?.variants)
    )?.id;
    await expectAnswer('getProductPreorder', { pathParameters: { id: inStock.id } });
    await expectAnswer('getProductsByIds', { query: { id: [inStock.id] } });
    if (variantId) await expectAnswer('getVariant', { pathParameters: { id: variantId } });
  } else {
    skip('getProduct', 'answer matches the contract', 'the search found no products');
  }
  await expectError('getProduct', 404, '404 for an unknown id', {
    pathParameters: { id: 'conformance-no-such-product' },
  });
  await expectError('getProductsByIds', 400, 'a missing id is a 400 naming it', {}, 'id');

  // Basket: the token's life
  type BasketAnswer = { success: boolean; summary?: { token: string }; basket?: { lines: { id: string }[] } };
  const created = await expectAnswer<BasketAnswer>('createBasket');
  const token = created?.summary?.token;
  if (token && variantId) {
    const added = await expectAnswer<BasketAnswer>('addToBasket', {
      pathParameters: { token },
      body: { productId: variantId, quantity: 1 },
    });
    const op = operation('addToBasket');
    results.push({
      call: label(op),
      check: 'the basket keeps its token across changes',
      status: added?.summary?.token === token ? 'pass' : 'fail',
      detail: added?.summary?.token === token ? undefined : `the token changed to ${added?.summary?.token}`,
    });
    await expectAnswer('getBasket', { pathParameters: { token } });
    await expectAnswer('getBasketSummary', { pathParameters: { token } });
    const line = first(added?.basket?.lines);
    if (line)
      await expectAnswer('updateBasketLines', {
        pathParameters: { token },
        body: { lines: [{ id: line.id, quantity: 2 }] },
      });

    // Checkout: every change answers the whole state with fresh shipping methods
    type CheckoutAnswer = { shippingMethods: { id: string; requiresDropPoint: boolean }[] };
    await expectAnswer('getCheckout', { pathParameters: { token } });
    const country = first(club.checkoutSettings.countries)?.code ?? 'GB';
    const invoice = {
      email: 'conformance@example.com',
      emailConfirmation: 'conformance@example.com',
      phone: '+44 20 7946 0000',
      firstName: 'Con',
      lastName: 'Formance',
      street: 'Test Street 1',
      city: 'Testtown',
      // A postcode the country has: a backend may refuse one it does not (decision 0072).
      zipCode: SAMPLE_POSTCODES[country.toUpperCase()] ?? '1000',
      country,
    };
    const billed = await expectAnswer<CheckoutAnswer>('setBillingAddress', {
      pathParameters: { token },
      body: invoice,
    });
    const billing = operation('setBillingAddress');
    results.push({
      call: label(billing),
      check: 'answers the checkout with fresh shipping methods',
      status: (billed?.shippingMethods.length ?? 0) > 0 ? 'pass' : 'fail',
      detail:
        (billed?.shippingMethods.length ?? 0) > 0
          ? undefined
          : 'no shipping methods after a complete address',
    });
    const { emailConfirmation: _confirmation, ...shipping } = invoice;
    await expectAnswer('setShippingAddress', { pathParameters: { token }, body: shipping });
    await expectAnswer('deleteShippingAddress', { pathParameters: { token } });
    const withPoints = billed?.shippingMethods.find((method) => method.requiresDropPoint);
    const toDoor = billed?.shippingMethods.find((method) => !method.requiresDropPoint);
    if (withPoints) {
      await expectAnswer('getDropPoints', {
        pathParameters: { token, shippingOptionId: withPoints.id },
        query: { zipCode: invoice.zipCode },
      });
    } else {
      skip('getDropPoints', 'answer matches the contract', 'no shipping method with drop points');
    }
    await expectError(
      'getDropPoints',
      400,
      'a missing zipCode is a 400 naming it',
      {
        pathParameters: { token, shippingOptionId: withPoints?.id ?? 'any' },
      },
      'zipCode',
    );
    if (toDoor)
      await expectAnswer('selectShipping', {
        pathParameters: { token },
        body: { shippingMethodId: toDoor.id },
      });
    await expectAnswer('setComment', { pathParameters: { token }, body: { comment: 'conformance' } });
    await expectError(
      'addVoucher',
      400,
      'a missing voucherCode is a 400 naming it',
      { pathParameters: { token } },
      'voucherCode',
    );
    await expectError(
      'addVoucher',
      [400, 404],
      'an unknown voucher code is refused (400 or 404) with an error body',
      {
        pathParameters: { token },
        query: { voucherCode: 'CONFORMANCE-NO-SUCH-CODE' },
      },
    );
    skip('removeVoucher', 'answer matches the contract', 'needs a voucher code the backend accepts');
    await expectAnswer(
      'checkoutBasket',
      {
        pathParameters: { token },
        body: {
          paymentProviderId: 'conformance-unknown-method',
          returnUrl: new URL('receipt/', options.siteUrl).href,
          cancelUrl: new URL('checkout/', options.siteUrl).href,
        },
      },
      'an incomplete order answers success false with errors, in the contract',
    );
    skip('getReceipt', 'answer matches the contract', 'needs a paid basket');
  } else {
    skip('addToBasket', 'answer matches the contract', token ? 'no product to add' : 'no basket token');
  }
  await expectError('getBasket', 404, '404 for an unknown token', {
    pathParameters: { token: 'conformance-no-such-basket' },
  });
  await expectError('getCheckout', 404, '404 for an unknown token', {
    pathParameters: { token: 'conformance-no-such-basket' },
  });

  // Users: 401 without a valid token, and a refused refresh (the client then logs out)
  await expectError('getProfile', 401, '401 without a token');
  await expectError('getProfile', 401, '401 for an invalid token (the client refreshes once on it)', {
    token: 'conformance-invalid-token',
  });
  await expectError('getOrders', 401, '401 without a token');
  const refresh = await call(operation('authenticate'), {
    body: { grant_type: 'refresh_token', refresh_token: 'conformance-unknown-refresh-token' },
  }).catch(() => undefined);
  const authenticate = operation('authenticate');
  const refused =
    refresh !== undefined &&
    (refresh.status === 401 ||
      refresh.status === 400 ||
      (refresh.status === 200 &&
        checkAnswer(authenticate.response, refresh.body).ok &&
        (refresh.body as { isSuccess?: boolean }).isSuccess === false));
  results.push({
    call: label(authenticate),
    check: 'refuses an unknown refresh token (401/400, or isSuccess false)',
    status: refused ? 'pass' : 'fail',
    httpStatus: refresh?.status,
    detail: refused ? undefined : `answered ${refresh?.status ?? 'nothing'}`,
  });
  for (const id of [
    'register',
    'confirmEmail',
    'forgotPassword',
    'resetPassword',
    'logout',
    'updateProfile',
    'getOrder',
    'newsletterSignup',
    'sendCustomerService',
  ]) {
    if (!results.some((result) => result.call === label(operation(id)))) {
      skip(
        id,
        'answer matches the contract',
        'changes accounts, sends mail or needs a logged-in user: check by hand',
      );
    }
  }

  return { ok: results.every((result) => result.status !== 'fail'), results };
}
