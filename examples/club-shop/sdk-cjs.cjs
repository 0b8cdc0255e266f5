// The SDK from CommonJS: Node 20.19+ loads our ES modules with require() (their `default`
// export condition). Same API as sdk-esm.mjs; here only settings, search and a basket.
const { clientContextFromSettings, createClient } = require('@clubshop/api-sdk');
const { sortSizeLabels } = require('@clubshop/validation');

const apiUrl = process.env.CLUBSHOP_API_URL ?? 'http://localhost:4000';
const pageUrl = process.env.CLUBSHOP_PAGE_URL ?? 'http://localhost:5173/';

async function main() {
  /** @type {import('@clubshop/api-sdk').ClientContext | undefined} */
  let site;
  const client = createClient({ hosts: apiUrl, context: () => site ?? { culture: 'en' } });
  const { views } = await client.settings.get(pageUrl);
  site = clientContextFromSettings(views.clubSettings);
  const search = await client.catalog.search({ Term: 'scarf', PageSize: 2 });
  const product = search.products[0];
  if (!product) throw new Error('no scarf found');
  const detail = await client.catalog.product(product.id);
  const sizes = sortSizeLabels(detail.variants.map((variant) => variant.size));
  const basket = await client.basket.create();
  console.info(
    `${views.clubSettings.theme.siteName}: ${product.name} in ${sizes.join(', ')}; basket ${basket.success}`,
  );
  console.info('sdk-cjs: ok');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
