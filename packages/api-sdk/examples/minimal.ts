/**
 * The README's minimal example, kept compiling by the package's typecheck.
 */
import {
  type ClientContext,
  clientContextFromSettings,
  createClient,
  errorStatusCode,
  isBasketError,
  sortSizeLabels,
} from '@clubshop/api-sdk';

let site: ClientContext | undefined;
const client = createClient({
  hosts: 'http://localhost:4000',
  // Read at every call: after the settings load, StoreId, currency and rootCategoryId go along.
  context: () => site ?? { culture: 'en' },
});

export async function addFirstShirt(): Promise<number> {
  const { views } = await client.settings.get('http://localhost:5173/');
  site = clientContextFromSettings(views.clubSettings);
  console.info(`Welcome to ${views.clubSettings.theme.siteName}`);

  const { products } = await client.catalog.search({ Term: 'shirt', PageSize: 1 });
  const product = products[0] && (await client.catalog.product(products[0].id));
  const sizes = sortSizeLabels(product?.variants.map((variant) => variant.size) ?? []);
  const variant = product?.variants.find((candidate) => candidate.size === sizes[0]);
  if (!variant) return 0;

  const created = await client.basket.create();
  const token = created.summary?.token ?? '';
  try {
    const { summary } = await client.basket.add(token, { productId: variant.id, quantity: 1 });
    return summary.quantity;
  } catch (error) {
    if (isBasketError(error))
      console.warn(error.message); // e.g. out of stock
    else console.error(`failed with status ${errorStatusCode(error)}`);
    return 0;
  }
}
