/**
 * Seeds each club's catalogue: per-site category trees, products across the leaves of the tree,
 * colour variants in the club colours, sizes of docs/product/requirements.md#constants with stock
 * states (in stock, sold out, preorder), prices per currency with discounts, unlisted products and
 * shirt personalisation. Each product has a handle (its English slug, in `product_details`), as an
 * imported one has: the back office lists and edits products by handle.
 */

import { adultSizes, kidsSizes, oneSize, storedSizeOrder } from '../catalog/sizes.ts';
import { productDetails } from '../catalogue-io/tables.ts';
import type { Db } from '../db/database.ts';
import {
  addOnPrices,
  addOns,
  categories,
  items,
  productAddOns,
  products,
  variantPrices,
  variants,
} from '../db/tables/catalog.ts';
import { bulkInsert } from './bulk-insert.ts';
import { type FlatCategory, flattenCategories, type ProductKind, type Texts } from './category-tree.ts';
import { type DemoClub, type DemoCountry, rootCategoryIdOf, storeIdOf } from './clubs.ts';
import { pick, seededRandom, slugify } from './random.ts';

type Culture = keyof Texts;
const cultures: Culture[] = ['en', 'de', 'da'];
const t = (en: string, de: string, da: string): Texts => ({ en, de, da });

/** The category id of a club-wide key on a site. */
export function categoryIdOf(storeId: string, key: string): string {
  return key === '' ? rootCategoryIdOf(storeId) : `${storeId}-c-${key.replaceAll('/', '-')}`;
}

const nouns: Record<ProductKind, Texts> = {
  'home-shirt': t('Home Shirt', 'Heimtrikot', 'Hjemmebanetrøje'),
  'away-shirt': t('Away Shirt', 'Auswärtstrikot', 'Udebanetrøje'),
  'third-shirt': t('Third Shirt', 'Ausweichtrikot', 'Tredjetrøje'),
  jacket: t('Training Jacket', 'Trainingsjacke', 'Træningsjakke'),
  top: t('Training Top', 'Trainingsoberteil', 'Træningstrøje'),
  pants: t('Training Pants', 'Trainingshose', 'Træningsbukser'),
  shorts: t('Shorts', 'Shorts', 'Shorts'),
  scarf: t('Scarf', 'Schal', 'Halstørklæde'),
  cap: t('Cap', 'Kappe', 'Kasket'),
  mug: t('Mug', 'Becher', 'Krus'),
  keyring: t('Keyring', 'Schlüsselanhänger', 'Nøglering'),
};

const lines: Texts[] = [
  t('Classic', 'Klassik', 'Klassisk'),
  t('Pro', 'Pro', 'Pro'),
  t('Authentic', 'Authentic', 'Autentisk'),
  t('Retro', 'Retro', 'Retro'),
  t('Heritage', 'Tradition', 'Tradition'),
  t('Essential', 'Essential', 'Basis'),
  t('Match Day', 'Spieltag', 'Kampdag'),
  t('Supporter', 'Fan', 'Fan'),
  t('Elite', 'Elite', 'Elite'),
  t('Winter', 'Winter', 'Vinter'),
  t('Anniversary', 'Jubiläums', 'Jubilæums'),
  t('Street', 'Street', 'Street'),
];

const audiences: Record<string, Texts> = {
  men: t('', '', ''),
  women: t("Women's", 'Damen', 'Dame'),
  kids: t('Kids', 'Kinder', 'Børne'),
  accessories: t('', '', ''),
};

const basePrices: Record<ProductKind, number> = {
  'home-shirt': 65,
  'away-shirt': 65,
  'third-shirt': 60,
  jacket: 55,
  top: 40,
  pants: 45,
  shorts: 25,
  scarf: 18,
  cap: 20,
  mug: 10,
  keyring: 6,
};

interface Colour {
  key: string;
  hex: string;
  names: Texts;
}

const neutralColours: Colour[] = [
  { key: 'black', hex: '#111111', names: t('Black', 'Schwarz', 'Sort') },
  { key: 'white', hex: '#FAFAFA', names: t('White', 'Weiß', 'Hvid') },
  { key: 'grey', hex: '#8E8E93', names: t('Grey', 'Grau', 'Grå') },
];

const clubColours: Record<string, Colour[]> = {
  northbridge: [
    { key: 'navy', hex: '#0B2545', names: t('Navy', 'Marineblau', 'Marineblå') },
    { key: 'gold', hex: '#F2C14E', names: t('Gold', 'Gold', 'Guld') },
  ],
  riverside: [
    { key: 'green', hex: '#1B5E20', names: t('Green', 'Grün', 'Grøn') },
    { key: 'white', hex: '#FFFFFF', names: t('White', 'Weiß', 'Hvid') },
  ],
  harbour: [
    { key: 'red', hex: '#B71C1C', names: t('Red', 'Rot', 'Rød') },
    { key: 'sky-blue', hex: '#81D4FA', names: t('Sky blue', 'Himmelblau', 'Himmelblå') },
  ],
};

/** Minor units of a price given in pounds, per currency (rounded to shop prices). */
export function pricesFromPounds(pounds: number): Record<'GBP' | 'EUR' | 'DKK', number> {
  return {
    GBP: Math.round(pounds) * 100 - 1,
    EUR: Math.round(pounds * 1.15) * 100 - 5,
    DKK: Math.round((pounds * 8.6) / 5) * 500,
  };
}

function discounted(price: number, percent: number, currency: string): number {
  const raw = price * (1 - percent / 100);
  return currency === 'DKK' ? Math.round(raw / 500) * 500 : Math.round(raw / 100) * 100 - 1;
}

function sizesOf(kind: ProductKind, audience: string): readonly string[] {
  if (['scarf', 'cap', 'mug', 'keyring'].includes(kind)) return [oneSize];
  return audience === 'kids' ? kidsSizes : adultSizes;
}

/** Inserts each site's category tree (root + three levels) with localized names and urls. */
export async function seedCategories(db: Db, club: DemoClub, countries: DemoCountry[]): Promise<void> {
  const flat = flattenCategories();
  const rows: Array<typeof categories.$inferInsert> = [];
  for (const country of countries) {
    const storeId = storeIdOf(club, country);
    const culture = country.culture;
    rows.push({
      id: rootCategoryIdOf(storeId),
      storeId,
      parentId: null,
      key: '',
      name: club.siteName,
      url: '/',
      metaTitle: club.siteName,
      metaDescription: `${club.siteName}`,
      depth: 0,
      sortOrder: 0,
    });
    for (const category of flat) {
      const url = `/${category.path.map((node) => slugify(node.names[culture])).join('/')}/`;
      const name = category.node.names[culture];
      const trail = category.path.map((node) => node.names[culture]).join(' · ');
      rows.push({
        id: categoryIdOf(storeId, category.key),
        storeId,
        parentId: categoryIdOf(storeId, category.parentKey),
        key: category.key,
        name,
        url,
        metaTitle: `${trail} | ${club.siteName}`,
        metaDescription: metaDescriptionOf(culture, club.siteName, trail),
        depth: category.depth,
        sortOrder: category.sortOrder,
      });
    }
  }
  await bulkInsert(db, categories, rows);
}

function metaDescriptionOf(culture: Culture, siteName: string, what: string): string {
  if (culture === 'de') return `${what} im offiziellen Fanshop von ${siteName}. Schnelle Lieferung.`;
  if (culture === 'da') return `${what} i den officielle fanshop fra ${siteName}. Hurtig levering.`;
  return `${what} from the official ${siteName} shop. Fast delivery.`;
}

/** Inserts the two personalisation add-ons of a club with their prices. */
export async function seedAddOns(db: Db, club: DemoClub): Promise<{ personal: string; player: string }> {
  const personal = `${club.code}-personal`;
  const player = `${club.code}-player`;
  await db.insert(addOns).values([
    {
      id: personal,
      clubId: club.id,
      type: 'Personal',
      name: t('Personal name', 'Eigener Name', 'Eget navn'),
      players: [],
    },
    {
      id: player,
      clubId: club.id,
      type: 'Player',
      name: t('Player name and number', 'Spielername und Nummer', 'Spillernavn og nummer'),
      players: club.players,
    },
  ]);
  const personalPrices = pricesFromPounds(12);
  const playerPrices = pricesFromPounds(15);
  await db.insert(addOnPrices).values(
    (['GBP', 'EUR', 'DKK'] as const).flatMap((currency) => [
      { addOnId: personal, currency, price: personalPrices[currency] },
      { addOnId: player, currency, price: playerPrices[currency] },
    ]),
  );
  return { personal, player };
}

/** Options of the product generator. */
export interface ProductSeedOptions {
  /** Products of this club (at least 150 for the demo). */
  count: number;
  /** Reference time of `createdAt` and preorder dates. */
  now: Date;
}

/**
 * Generates and inserts a club's products. Deterministic: the same club and count always give the
 * same rows.
 */
export async function seedProducts(db: Db, club: DemoClub, options: ProductSeedOptions): Promise<number> {
  const random = seededRandom(`products:${club.id}`);
  const leaves = flattenCategories().filter((category) => category.node.kind);
  const { personal, player } = await seedAddOns(db, club);
  const own = clubColours[club.id] ?? [];
  const colours = [...own, ...neutralColours.filter((n) => !own.some((c) => c.key === n.key))];

  const productRows: Array<typeof products.$inferInsert> = [];
  const detailRows: Array<typeof productDetails.$inferInsert> = [];
  const variantRows: Array<typeof variants.$inferInsert> = [];
  const itemRows: Array<typeof items.$inferInsert> = [];
  const priceRows: Array<typeof variantPrices.$inferInsert> = [];
  const addOnRows: Array<typeof productAddOns.$inferInsert> = [];

  for (let index = 0; index < options.count; index++) {
    const leaf = leaves[index % leaves.length] as FlatCategory;
    const kind = leaf.node.kind as ProductKind;
    const audience = leaf.key.split('/')[0] as string;
    const line = lines[Math.floor(index / leaves.length) % lines.length] as Texts;
    const edition = Math.floor(index / (leaves.length * lines.length));
    const number = 1000 + index;
    const id = `${club.code}-p${number}`;
    const name = {} as Texts;
    const slug = {} as Texts;
    for (const culture of cultures) {
      const parts = [audiences[audience]?.[culture], line[culture], nouns[kind][culture]].filter(Boolean);
      if (kind.endsWith('shirt')) parts.push(edition === 0 ? '26/27' : `${26 - edition}/${27 - edition}`);
      else if (edition > 0) parts.push(`${edition + 1}`);
      name[culture] = parts.join(' ');
      slug[culture] = `${slugify(name[culture])}-${number}`;
    }
    const isShirt = kind.endsWith('shirt');
    const description = isShirt
      ? t(
          `The ${name.en} of ${club.siteName}, made from breathable recycled polyester with the club crest on the chest. Add a name and number to make it yours.`,
          `Das ${name.de} von ${club.siteName} aus atmungsaktivem, recyceltem Polyester mit dem Vereinswappen auf der Brust. Mit Name und Nummer wird es zu deinem.`,
          `${name.da} fra ${club.siteName} i åndbar genanvendt polyester med klubbens logo på brystet. Tilføj navn og nummer og gør den til din egen.`,
        )
      : t(
          `${name.en} in the colours of ${club.siteName}. Official club merchandise.`,
          `${name.de} in den Farben von ${club.siteName}. Offizieller Fanartikel.`,
          `${name.da} i ${club.siteName}s farver. Officielt klubprodukt.`,
        );
    const isUnlisted = index % 25 === 24;
    const isPreorder = index % 14 === 5;
    const isSoldOut = index % 19 === 7;
    productRows.push({
      id,
      clubId: club.id,
      categoryKey: leaf.key,
      kind,
      name,
      description,
      slug,
      isUnlisted,
      sortOrder: index,
      createdAt: new Date(options.now.getTime() - index * 3_600_000),
    });
    // The number in the slug keeps the handle unique in the club.
    detailRows.push({ productId: id, clubId: club.id, handle: slug.en, vendor: club.siteName });
    if (isShirt) {
      addOnRows.push({ id: `${id}-personal`, productId: id, addOnId: personal });
      addOnRows.push({ id: `${id}-player`, productId: id, addOnId: player });
    }
    const colourCount = 1 + Math.floor(random() * 3);
    const start = Math.floor(random() * colours.length);
    const base =
      basePrices[kind] * (audience === 'kids' ? 0.75 : 1) +
      (line.en === 'Authentic' || line.en === 'Elite' ? 20 : 0);
    for (let c = 0; c < colourCount; c++) {
      const colour = colours[(start + c) % colours.length] as Colour;
      const variantId = `${id}-${colour.key}`;
      variantRows.push({
        id: variantId,
        productId: id,
        colorName: colour.names,
        colorHex: colour.hex,
        slug: colour.key,
        sortOrder: c,
      });
      const discount = random() < 0.22 ? pick(random, [20, 25, 30, 40]) : 0;
      const prices = pricesFromPounds(base);
      for (const currency of ['GBP', 'EUR', 'DKK'] as const) {
        priceRows.push({
          variantId,
          currency,
          unitPrice: prices[currency],
          discountPrice: discount ? discounted(prices[currency], discount, currency) : null,
        });
      }
      const preorderDate = new Date(options.now.getTime() + (30 + (index % 60)) * 86_400_000);
      for (const size of sizesOf(kind, audience)) {
        const soldOut = isSoldOut || random() < 0.1;
        const stockState = isPreorder ? 'InPreorderStock' : soldOut ? 'OutOfStock' : 'InStock';
        itemRows.push({
          id: `${variantId}-${size}`,
          clubId: club.id,
          sku: `${variantId}-${size}`,
          variantId,
          productId: id,
          size,
          sizeOrder: storedSizeOrder(size),
          stockQuantity:
            stockState === 'InStock'
              ? 1 + Math.floor(random() * 40)
              : stockState === 'InPreorderStock'
                ? 100
                : 0,
          stockState,
          preorderDate: isPreorder ? preorderDate.toISOString().slice(0, 10) : null,
          ean: String(5_700_000_000_000 + ((index * 97 + c * 13 + storedSizeOrder(size)) % 99_999_999) * 10),
        });
      }
    }
  }
  await bulkInsert(db, products, productRows);
  await bulkInsert(db, productDetails, detailRows);
  await bulkInsert(db, variants, variantRows);
  await bulkInsert(db, items, itemRows);
  await bulkInsert(db, variantPrices, priceRows);
  await bulkInsert(db, productAddOns, addOnRows);
  return productRows.length;
}
