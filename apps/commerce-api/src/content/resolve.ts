/**
 * Path resolution of `GET /api/content` (docs/product/requirements.md#path-resolution): a category,
 * then a product variant, then a content page; a 301 page answers with meta.redirect, nothing at
 * all with status 404.
 */
import { and, eq } from 'drizzle-orm';
import type { SiteContext } from '../app-env.ts';
import { categoryTrail, findCategoryByUrl, toCategory } from '../catalog/categories.ts';
import { listCategoryProducts } from '../catalog/listing.ts';
import type { ListingIndex } from '../catalog/listing-index/listing-index.ts';
import { loadProducts, originPlaceholder } from '../catalog/products.ts';
import type { Db } from '../db/database.ts';
import { categories, storeVariants } from '../db/tables/catalog.ts';
import { pages } from '../db/tables/content.ts';
import { textProblem } from '../shared/text-problem.ts';
import { categoryAlternates, pageAlternates, productAlternates } from './alternates.ts';

/**
 * A path with its percent-escapes decoded; one that is not valid percent-encoding (`/100%/`), or
 * that decodes to text the database refuses (`/men%00/`: a NUL, which was a 500 from PostgreSQL,
 * issue 24), as it is: it names no page, so it resolves to the 404 page.
 */
function decodedOrAsIs(path: string): string {
  try {
    const decoded = decodeURIComponent(path);
    return textProblem(decoded) ? path : decoded;
  } catch {
    return path;
  }
}

/** `/Men/Shirts?x` or `http://host/men/shirts` -> `/men/shirts/`. */
export function normalizePath(url: string): string {
  let path = url;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    // keep as is
  }
  path = decodedOrAsIs(path).toLowerCase();
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  return path.replace(/\/{2,}/g, '/');
}

const notFoundMeta = { status: 404, template: 'contentPage', robotsIndex: false, robotsFollow: false };

async function expandBlocks(
  db: Db,
  listings: ListingIndex,
  site: SiteContext,
  blocks: Array<Record<string, unknown>>,
) {
  const out: Array<Record<string, unknown>> = [];
  for (const block of blocks) {
    let expanded: Record<string, unknown> = block;
    const link = block.link as { url?: string } | undefined;
    if (link?.url?.startsWith('category:')) {
      const [category] = await db
        .select({ url: categories.url })
        .from(categories)
        .where(
          and(eq(categories.storeId, site.storeId), eq(categories.key, link.url.slice('category:'.length))),
        );
      expanded = { ...block, link: { ...link, url: category?.url ?? '/' } };
    }
    if (block.type === 'productList') {
      const { categoryKey, onSale, count, ...rest } = expanded as {
        categoryKey?: string;
        onSale?: boolean;
        count?: number;
      } & Record<string, unknown>;
      const list = listCategoryProducts(
        await listings.listing(site.storeId),
        site,
        categoryKey ?? '',
        1,
        count ?? 8,
        originPlaceholder,
        { onSale: onSale === true },
      );
      expanded = { ...rest, products: list.products };
    }
    out.push(expanded);
  }
  return out;
}

/** Resolves a site path to `{ route, meta }`. */
export async function resolvePath(db: Db, listings: ListingIndex, site: SiteContext, url: string) {
  const path = normalizePath(url);

  const category = path === '/' ? undefined : await findCategoryByUrl(db, site, path);
  if (category && category.key !== '') {
    const [trail, alternates] = await Promise.all([
      categoryTrail(db, site.storeId, category.key),
      categoryAlternates(db, site, category.key),
    ]);
    return {
      route: {
        id: category.id,
        url: category.url,
        contentAlias: 'categoryPage',
        title: category.name,
        template: 'categoryPage' as const,
        alternates,
        seoComposition: {
          view: {
            seoTitle: category.metaTitle,
            seoDescription: category.metaDescription,
            canonicalUrl: category.url,
          },
        },
        category: {
          ...toCategory(category, site.rootCategoryId),
          // The categories above it and itself, root first, for breadcrumbs.
          breadcrumb: { items: trail.map((row) => ({ id: row.id, name: row.name, url: row.url })) },
        },
      },
      meta: { status: 200, template: 'categoryPage', robotsIndex: true, robotsFollow: true },
    };
  }

  const [listing] = await db
    .select({ productId: storeVariants.productId, variantId: storeVariants.variantId })
    .from(storeVariants)
    .where(and(eq(storeVariants.storeId, site.storeId), eq(storeVariants.url, path)));
  if (listing) {
    const [product] = await loadProducts(db, site, [listing.productId], {
      colourVariantId: listing.variantId,
    });
    const colourVariants = product?.variants.filter((variant) => variant.url === path) ?? [];
    const variant =
      colourVariants.find((entry) => entry.stock.availability !== 'OutOfStock') ?? colourVariants[0];
    if (product && variant) {
      return {
        route: {
          id: listing.variantId,
          url: path,
          contentAlias: 'productPage',
          title: product.name,
          template: 'productPage' as const,
          alternates: await productAlternates(db, site, listing.variantId),
          seoComposition: {
            view: {
              seoTitle: product.metaTitle,
              seoDescription: product.metaDescription,
              canonicalUrl: path,
            },
          },
          product,
          variant,
        },
        meta: {
          status: 200,
          template: 'productPage',
          // Unlisted products are reachable but kept out of search engines.
          robotsIndex: !product.attributes.isUnlisted,
          robotsFollow: true,
        },
      };
    }
  }

  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.storeId, site.storeId), eq(pages.path, path)));
  if (!page) return { route: null, meta: notFoundMeta };
  const meta = {
    status: page.status,
    ...(page.status === 301 ? { redirect: page.redirect ?? '/' } : {}),
    template: page.template,
    robotsIndex: page.robotsIndex,
    robotsFollow: page.robotsFollow,
  };
  if (page.status !== 200) return { route: null, meta };
  return {
    route: {
      id: page.id,
      url: page.path,
      contentAlias: page.contentAlias,
      title: page.title,
      template: page.template as 'contentPage' | 'termsPage',
      alternates: await pageAlternates(db, site, page),
      seoComposition: {
        view: {
          seoTitle: page.seoTitle,
          seoDescription: page.seoDescription,
          canonicalUrl: page.canonicalUrl ?? page.path,
        },
      },
      blocks: await expandBlocks(db, listings, site, page.blocks),
    },
    meta,
  };
}
