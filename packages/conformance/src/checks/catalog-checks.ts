/**
 * Catalog: categories form one tree, a category and a listed product resolve as paths, search
 * narrows by its term and its filters, sorting sorts, lookups answer what they were asked for,
 * money is in the site's currency.
 */
import type {
  Category,
  ContentResponse,
  Product,
  ProductListResponse,
  ProductSummary,
  ProductVariantResponse,
  SearchResponse,
} from '@clubshop/api-sdk';
import type { Answer } from '../caller.ts';
import { categoryTreeProblem } from '../category-tree.ts';
import { foreignMoney } from '../money-currency.ts';
import type { RunState, SectionChecks, SectionOutcome } from '../run-state.ts';

/** The checks of this section. */
export const catalogChecks = {
  categories: ['getCategories', 'answer matches the contract'],
  tree: ['getCategories', 'the categories form one tree (every parentId is in the list)'],
  category: ['getCategory', 'answer matches the contract'],
  categoryAsked: ['getCategory', 'answers the category asked for'],
  unknownCategory: ['getCategory', '404 for an unknown id'],
  listing: ['getProductsByCategory', 'answer matches the contract'],
  listingHasProducts: ['getProductsByCategory', 'a category of the list has products'],
  listingMoney: ['getProductsByCategory', "money is in the site's currency"],
  categoryPath: ['getContent', "a category's url resolves to its category page"],
  productPath: ['getContent', "a listed product's url resolves to its product page"],
  categorySitemap: ['getCategorySitemap', 'answer matches the contract'],
  productSitemap: ['getProductSitemap', 'answer matches the contract'],
  search: ['searchProducts', 'answer matches the contract'],
  searchMoney: ['searchProducts', "money is in the site's currency"],
  term: ['searchProducts', 'a Term narrows the search and finds the product it names'],
  filter: ['searchProducts', 'a filter narrows the search'],
  sorting: ['searchProducts', 'sorting by price sorts, ascending and descending'],
  searchPost: ['searchProductsPost', 'answer matches the contract'],
  searchPostTerm: ['searchProductsPost', 'a Term narrows as the GET search does'],
  product: ['getProduct', 'answer matches the contract'],
  productAsked: ['getProduct', "answers the product asked for, money in the site's currency"],
  unknownProduct: ['getProduct', '404 for an unknown id'],
  preorder: ['getProductPreorder', 'answer matches the contract'],
  byIds: ['getProductsByIds', 'answer matches the contract'],
  byIdsAsked: ['getProductsByIds', 'holds the product asked for'],
  missingIds: ['getProductsByIds', 'a missing id is a 400 naming it'],
  variant: ['getVariant', 'answer matches the contract'],
  variantAsked: ['getVariant', 'answers the variant asked for and its product'],
} as const satisfies SectionChecks;

const pathOf = (url: string, siteUrl: string) => {
  const parsed = new URL(url, siteUrl);
  return `${parsed.pathname}${parsed.search}`;
};

/** The price a shopper pays for a product of a list. */
const priceOf = (product: ProductSummary) =>
  product.price.discountPrice?.amount ?? product.price.unitPrice.amount;

/** The rarest word (4 letters or more) of a product's name among the names of a list. */
function rarestWord(name: string, names: readonly string[]): string | undefined {
  const words = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const counts = new Map<string, number>();
  for (const other of names)
    for (const word of new Set(words(other))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return words(name).sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0))[0];
}

/** Runs the catalog checks; finds the category, product and variant the basket checks use. */
export async function runCatalogChecks(state: RunState): Promise<SectionOutcome> {
  const { rec, club, options } = state;
  const c = catalogChecks;
  const currency = club.currency;
  const moneyCheck = (check: readonly [string, string], answer: Answer, body: unknown) => {
    const foreign = foreignMoney(body, currency);
    rec.judge(
      ...check,
      !foreign,
      `money at ${foreign?.path} is in ${foreign?.currency}, the site's currency is ${currency}`,
      answer,
      foreign,
    );
  };

  // Categories: one tree, each found by id, one with products, its path resolving.
  const categories = await rec.answer<Category[]>(c.categories[0], {}, c.categories[1]);
  if (categories) {
    const problem = categoryTreeProblem(categories.body, club.rootCategoryId);
    rec.judge(
      ...c.tree,
      !problem,
      `category ${problem?.id} ${problem?.problem}: the menu and breadcrumbs cannot place it`,
      categories.answer,
      problem
        ? categories.body.find((category) => category.id === problem.id)
        : `${categories.body.length} categories`,
    );
  } else rec.skip(...c.tree, 'not run: the categories call failed');
  await rec.error(c.unknownCategory[0], 404, c.unknownCategory[1], {
    pathParameters: { id: 'conformance-no-such-category' },
  });
  await rec.answer(c.categorySitemap[0], { query: { page: '1' } }, c.categorySitemap[1]);
  await rec.answer(c.productSitemap[0], { query: { page: '1' } }, c.productSitemap[1]);

  const first = categories?.body[0];
  if (first) {
    const one = await rec.answer<Category>(
      c.category[0],
      { pathParameters: { id: first.id } },
      c.category[1],
    );
    if (one)
      rec.judge(
        ...c.categoryAsked,
        one.body.id === first.id,
        `asked for ${first.id}`,
        one.answer,
        one.body.id,
      );
    else rec.skip(...c.categoryAsked, 'not run: the category call failed');
  }
  // The first categories until one lists products (a parent category may list none).
  let listed: { category: Category; list: ProductListResponse; answer: Answer } | undefined;
  for (const category of (categories?.body ?? []).slice(0, 12)) {
    const list = await rec.answer<ProductListResponse>(
      c.listing[0],
      { pathParameters: { id: category.id }, query: { page: '1', pageSize: '24' } },
      c.listing[1],
    );
    if (!list) break;
    if (list.body.products.length > 0) {
      listed = { category, list: list.body, answer: list.answer };
      break;
    }
  }
  if (categories && categories.body.length > 0) {
    rec.judge(
      ...c.listingHasProducts,
      listed !== undefined,
      'none of the first 12 categories lists a product',
      listed?.answer,
      listed ? `${listed.list.products.length} products in ${listed.category.id}` : undefined,
    );
  }
  if (listed) {
    moneyCheck(c.listingMoney, listed.answer, listed.list);
    state.category = { id: listed.category.id, url: listed.category.url };
    const page = await rec.answer<ContentResponse>(
      'getContent',
      { query: { url: pathOf(listed.category.url, options.siteUrl) } },
      'a category path: answer matches the contract',
    );
    const route = page?.body.route;
    rec.judge(
      ...c.categoryPath,
      route?.template === 'categoryPage' && route.category.id === listed.category.id,
      `the category's url ${listed.category.url} does not resolve to its category page`,
      page?.answer ?? undefined,
      page ? { template: route?.template ?? null, status: page.body.meta.status } : undefined,
    );
    const summary =
      listed.list.products.find((product) => product.availability === 'InStock') ?? listed.list.products[0];
    if (summary) {
      state.product = { id: summary.id, url: summary.url, name: summary.name };
      const productPage = await rec.answer<ContentResponse>(
        'getContent',
        { query: { url: pathOf(summary.url, options.siteUrl) } },
        'a product path: answer matches the contract',
      );
      const productRoute = productPage?.body.route;
      rec.judge(
        ...c.productPath,
        productRoute?.template === 'productPage' && productRoute.product.id === summary.id,
        `the product's url ${summary.url} does not resolve to its product page`,
        productPage?.answer,
        productPage
          ? { template: productRoute?.template ?? null, status: productPage.body.meta.status }
          : undefined,
      );
    }
  }

  // Search: unfiltered, by term, by filter, sorted.
  const all = await rec.answer<SearchResponse>(
    c.search[0],
    { query: { PageSize: '100', Page: '1' } },
    c.search[1],
  );
  if (all) {
    moneyCheck(c.searchMoney, all.answer, all.body);
    const total = all.body.paging.totalItems;
    // The term: the rarest word of a listed product's name (else of a found one).
    const named =
      state.product ??
      (all.body.products[0] && {
        id: all.body.products[0].id,
        name: all.body.products[0].name,
        url: all.body.products[0].url,
      });
    const word =
      named &&
      rarestWord(
        named.name,
        all.body.products.map((product) => product.name),
      );
    if (named && word) {
      const found = await rec.answer<SearchResponse>(
        c.search[0],
        { query: { Term: word, PageSize: '100', Page: '1' } },
        'with a Term: answer matches the contract',
      );
      if (found) {
        const narrowed = found.body.paging.totalItems < total;
        const hasIt = found.body.products.some((product) => product.id === named.id);
        rec.judge(
          ...c.term,
          narrowed && hasIt,
          !narrowed
            ? `Term "${word}" found ${found.body.paging.totalItems} products, as many as no term (${total})`
            : `Term "${word}" did not find ${named.id} ("${named.name}")`,
          found.answer,
          {
            totalItems: found.body.paging.totalItems,
            withoutTerm: total,
            ids: found.body.products.slice(0, 5).map((p) => p.id),
          },
        );
        const posted = await rec.answer<SearchResponse>(
          c.searchPost[0],
          { body: { Term: word, PageSize: 100 } },
          c.searchPost[1],
        );
        if (posted)
          rec.judge(
            ...c.searchPostTerm,
            posted.body.paging.totalItems === found.body.paging.totalItems,
            `POST with Term "${word}" found ${posted.body.paging.totalItems} products, GET ${found.body.paging.totalItems}`,
            posted.answer,
            posted.body.paging.totalItems,
          );
        else rec.skip(...c.searchPostTerm, 'not run: the POST search failed');
      } else rec.skip(...c.term, 'not run: the search with a Term failed');
    } else rec.skip(...c.term, 'not run: the search found no product to name');

    // A filter: a value of a Multiple facet that holds some products but not all.
    const facet = all.body.facets.flatMap((candidate) =>
      candidate.type === 'Multiple'
        ? candidate.values
            .filter((value) => value.count > 0 && value.count < total)
            .map((value) => ({ key: candidate.key, value }))
        : [],
    )[0];
    if (facet) {
      const filtered = await rec.answer<SearchResponse>(
        c.search[0],
        {
          query: {
            'Filters.MultipleFilters': `${facet.key}:${facet.value.value}`,
            PageSize: '100',
            Page: '1',
          },
        },
        'with a filter: answer matches the contract',
      );
      if (filtered) {
        const count = filtered.body.paging.totalItems;
        rec.judge(
          ...c.filter,
          count > 0 && count < total,
          `the filter ${facet.key}:${facet.value.value} (facet count ${facet.value.count}) found ${count} of ${total} products`,
          filtered.answer,
          { totalItems: count, facetCount: facet.value.count, withoutFilter: total },
        );
      } else rec.skip(...c.filter, 'not run: the filtered search failed');
    } else rec.skip(...c.filter, 'not run: no Multiple facet value holds some products but not all');

    // Sorting by price, both ways.
    if (all.body.sortOptions.some((option) => option.key === 'price')) {
      const sorted = async (direction: 'asc' | 'desc') =>
        rec.answer<SearchResponse>(
          c.search[0],
          { query: { 'Filters.SortOptions': 'price', Sorting: direction, PageSize: '100', Page: '1' } },
          `sorted by price ${direction}: answer matches the contract`,
        );
      const up = await sorted('asc');
      const down = await sorted('desc');
      if (up && down) {
        const prices = (list: SearchResponse) => list.products.map(priceOf);
        const upOk = prices(up.body).every((price, index, list) => index === 0 || list[index - 1]! <= price);
        const downOk = prices(down.body).every(
          (price, index, list) => index === 0 || list[index - 1]! >= price,
        );
        rec.judge(
          ...c.sorting,
          upOk && downOk,
          `prices sorted by price ${upOk ? 'desc' : 'asc'} are not in order`,
          upOk ? down.answer : up.answer,
          prices(upOk ? down.body : up.body).slice(0, 12),
        );
      } else rec.skip(...c.sorting, 'not run: a sorted search failed');
    } else rec.skip(...c.sorting, 'not run: the search offers no sort option "price"');
  } else {
    for (const check of [c.searchMoney, c.term, c.filter, c.sorting])
      rec.skip(check[0], check[1], 'not run: the search failed');
  }

  // Product lookups, by the product the listing (else the search) gave.
  const productId = state.product?.id ?? all?.body.products[0]?.id;
  await rec.error(c.unknownProduct[0], 404, c.unknownProduct[1], {
    pathParameters: { id: 'conformance-no-such-product' },
  });
  await rec.error(c.missingIds[0], 400, c.missingIds[1], {}, 'id');
  if (!productId) return 'no category listing and no search gave a product';
  const product = await rec.answer<Product>(
    c.product[0],
    { pathParameters: { id: productId } },
    c.product[1],
  );
  if (product) {
    const foreign = foreignMoney(product.body, currency);
    rec.judge(
      ...c.productAsked,
      product.body.id === productId && !foreign,
      foreign
        ? `money at ${foreign.path} is in ${foreign.currency}, the site's currency is ${currency}`
        : `asked for ${productId}`,
      product.answer,
      foreign ?? product.body.id,
    );
    const variant =
      product.body.variants.find((candidate) => candidate.stock.availability === 'InStock') ??
      product.body.variants[0];
    state.variantId = variant?.id;
  } else rec.skip(...c.productAsked, 'not run: the product call failed');
  await rec.answer(c.preorder[0], { pathParameters: { id: productId } }, c.preorder[1]);
  const byIds = await rec.answer<Product[]>(c.byIds[0], { query: { id: [productId] } }, c.byIds[1]);
  if (byIds)
    rec.judge(
      ...c.byIdsAsked,
      byIds.body.some((found) => found.id === productId),
      `asked for ${productId}`,
      byIds.answer,
      byIds.body.map((found) => found.id),
    );
  else rec.skip(...c.byIdsAsked, 'not run: the call failed');
  if (!state.variantId) return 'the product has no variant';
  const variant = await rec.answer<ProductVariantResponse>(
    c.variant[0],
    { pathParameters: { id: state.variantId } },
    c.variant[1],
  );
  if (variant)
    rec.judge(
      ...c.variantAsked,
      variant.body.variant.id === state.variantId && variant.body.product.id === productId,
      `asked for variant ${state.variantId} of ${productId}`,
      variant.answer,
      { variant: variant.body.variant.id, product: variant.body.product.id },
    );
  else rec.skip(...c.variantAsked, 'not run: the variant call failed');
  return undefined;
}
