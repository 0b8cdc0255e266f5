// The SDK from an ES module in Node: fetch the site settings, list and search products, add to
// the basket, register and log in. Run against a commerce API: `CLUBSHOP_API_URL=http://localhost:4000 node sdk-esm.mjs`.
import {
  clientContextFromSettings,
  createClient,
  isBasketError,
  isRequiredError,
  sortSizeLabels,
} from '@clubshop/api-sdk';

const apiUrl = process.env.CLUBSHOP_API_URL ?? 'http://localhost:4000';
const pageUrl = process.env.CLUBSHOP_PAGE_URL ?? 'http://localhost:5173/';

/** The site's headers, known once the settings answer. @type {import('@clubshop/api-sdk').ClientContext | undefined} */
let site;
/** The session of this script. @type {{ access: string, refresh: string } | undefined} */
let session;

const client = createClient({
  hosts: apiUrl,
  context: () => site ?? { culture: 'en' }, // read at every call
  auth: {
    getAccessToken: () => session?.access,
    refresh: async () => {
      if (!session) return undefined;
      const answer = await client.users.authenticate({
        grant_type: 'refresh_token',
        refresh_token: session.refresh,
      });
      session = answer.result
        ? { access: answer.result.access_token, refresh: answer.result.refresh_token }
        : undefined;
      return session?.access;
    },
    logout: () => {
      session = undefined;
    },
  },
});

// Without the site, only the settings call may run: anything else says StoreId is missing.
const early = await client.catalog.categories().catch((error) => error);
if (!isRequiredError(early) || early.parameter !== 'StoreId')
  throw new Error('expected a RequiredError for StoreId');

// 1. Fetch the settings of the site a page URL belongs to.
const { views } = await client.settings.get(pageUrl);
site = clientContextFromSettings(views.clubSettings);
console.info(`site: ${views.clubSettings.theme.siteName} (${site.culture}, ${site.currency})`);

// 2. List a category's products, and search.
const categories = await client.catalog.categories();
const category = categories[0];
if (!category) throw new Error('the site has no categories');
const listed = await client.catalog.productsByCategory(category.id, { page: 1, pageSize: 4 });
console.info(
  `${category.name}: ${listed.paging.totalItems} products, first ${listed.products.map((p) => p.name).join(', ')}`,
);
const search = await client.catalog.search({ Term: 'shirt', PageSize: 4 });
console.info(`search "shirt": ${search.paging.totalItems} products`);

// 3. Add the smallest size of the first product in stock to a new basket.
const product = await client.catalog.product(search.products[0]?.id ?? listed.products[0]?.id ?? '');
const inStock = product.variants.filter((variant) => variant.stock.availability === 'InStock');
const [smallest] = sortSizeLabels(inStock.map((variant) => variant.size));
const variant = inStock.find((candidate) => candidate.size === smallest);
if (!variant) throw new Error(`${product.name} has no size in stock`);
const created = await client.basket.create();
const token = created.summary?.token ?? '';
try {
  const { summary } = await client.basket.add(token, { productId: variant.id, quantity: 1 });
  console.info(
    `basket ${token.slice(0, 6)}…: ${summary.quantity} item, ${product.name} size ${variant.size}`,
  );
} catch (error) {
  if (isBasketError(error)) throw new Error(`refused: ${error.message}`); // e.g. out of stock
  throw error;
}

// 4. Register, log in, read the profile with the access token.
const email = `fan-${Date.now()}@club.example`;
await client.users.register({ email, password: 'correct horse battery', firstName: 'Sam', lastName: 'Fan' });
const login = await client.users.authenticate({
  grant_type: 'password',
  username: email,
  password: 'correct horse battery',
});
if (!login.isSuccess || !login.result) throw new Error(`login refused: ${login.error}`);
session = { access: login.result.access_token, refresh: login.result.refresh_token };
const profile = await client.users.profile();
console.info(`logged in as ${profile.firstName} ${profile.lastName} <${profile.email}>`);
console.info('sdk-esm: ok');
