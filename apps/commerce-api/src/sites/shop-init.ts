/**
 * An empty shop: a club with its first site (one country: host name, culture, currency, an empty
 * root category), a home page and a terms page, the storefront's texts for the culture, and no
 * demo data. `clubshop init` and the admin API's site creation both build sites here.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { fillClubCulture } from '../catalog/fill-culture.ts';
import type { Db } from '../db/database.ts';
import { categories } from '../db/tables/catalog.ts';
import { paymentMethods } from '../db/tables/checkout.ts';
import { clubs, pages, sites } from '../db/tables/content.ts';
import { addMissingDictionaryRows } from '../messages/add-missing-dictionary-rows.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { seedVatRates } from './vat-rates.ts';

/** The country a culture is sold in when none is given. */
const defaultCountryOf: Record<string, string> = { en: 'GB', de: 'DE', da: 'DK' };

/** A host name (letters, digits, dots and dashes; lower-cased). */
const hostName = v.pipe(
  v.string('host must be a string'),
  v.trim(),
  v.toLowerCase(),
  v.regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    'host must be a host name such as shop.club.example',
  ),
);

/** A new site of a club. */
export const newSiteSchema = v.object({
  host: hostName,
  culture: v.pipe(
    v.string('culture must be a string'),
    v.regex(/^[a-z]{2}$/, 'culture must be a two-letter language code such as en'),
  ),
  currency: v.pipe(
    v.string('currency must be a string'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as GBP'),
  ),
  country: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 code such as GB'),
    ),
  ),
  countryName: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('countryName must not be empty'))),
});

/** A new club with its first site. */
export const newShopSchema = v.object({
  ...newSiteSchema.entries,
  name: v.pipe(
    v.string('name must be a string'),
    v.trim(),
    v.nonEmpty('name is required'),
    v.maxLength(100, 'name must be at most 100 characters'),
  ),
});

/** A club id from its name: `Kløvermarken BK` → `klovermarken-bk`. */
export function clubIdOf(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return id || 'club';
}

/** Thrown when a host name or club is taken. */
export class ShopConflictError extends Error {
  override readonly name = 'ShopConflictError';
}

/** The settings document of a new, empty site (`GET /api/settings`), filled in later through the admin API. */
function emptySettings(
  club: { id: string; name: string },
  site: {
    storeId: string;
    host: string;
    culture: string;
    locale: string;
    currency: string;
    country: string;
    countryName: string;
  },
) {
  return {
    hostName: site.host,
    storeId: site.storeId,
    rootCategoryId: `${site.storeId}-root`,
    currency: site.currency,
    culture: site.culture,
    locale: site.locale,
    serviceCloudClubIdentifier: club.id,
    logo: { url: '', altText: club.name },
    theme: { themeName: club.id, siteName: club.name },
    theming: {
      primaryColor: '#1B1B1B',
      secondaryColor: '#FFFFFF',
      textColor: '#1B1B1B',
      fontFamily: 'system-ui, sans-serif',
    },
    mainNavigation: { children: [] },
    languageNavigation: [{ name: site.countryName, url: `https://${site.host}/`, culture: site.culture }],
    header: { usps: [] },
    footer: {
      usps: [],
      logo: { url: '', altText: club.name },
      companyInfo: { name: club.name, cvr: '', address: '', zip: '', city: '', email: '' },
      linkSections: [],
      copyright: `© ${club.name}`,
    },
    checkoutSettings: { countries: [{ code: site.country, name: site.countryName }] },
    termsAndConditionsPage: { id: `${site.storeId}-page-terms`, url: '/terms/' },
    tagManager: { enabled: false },
    newsletter: { listId: `${club.id}-newsletter` },
  };
}

/** Adds a site to a club (in the caller's transaction); its storeId. */
export async function addSite(
  db: Db,
  actor: Actor,
  now: Date,
  club: { id: string; name: string },
  input: v.InferOutput<typeof newSiteSchema>,
): Promise<string> {
  const country = input.country ?? defaultCountryOf[input.culture];
  if (!country) throw new ShopConflictError(`country is required for the culture ${input.culture}`);
  const [taken] = await db
    .select({ storeId: sites.storeId })
    .from(sites)
    .where(eq(sites.hostName, input.host));
  if (taken) throw new ShopConflictError(`The host ${input.host} is the site ${taken.storeId} already`);
  const storeId = `${club.id}-${country.toLowerCase()}`;
  const [sameId] = await db.select({ storeId: sites.storeId }).from(sites).where(eq(sites.storeId, storeId));
  if (sameId) throw new ShopConflictError(`The club ${club.id} has a site in ${country} already`);
  const countryName =
    input.countryName ?? new Intl.DisplayNames([input.culture], { type: 'region' }).of(country) ?? country;
  const locale = `${input.culture}-${country}`;
  const [existing] = await db.select({ n: sites.sortOrder }).from(sites).orderBy(sites.sortOrder).limit(1);
  const [sibling] = await db
    .select({ culture: sites.culture })
    .from(sites)
    .where(eq(sites.clubId, club.id))
    .orderBy(sites.sortOrder)
    .limit(1);
  const row = {
    storeId,
    clubId: club.id,
    country,
    countryName,
    culture: input.culture,
    locale,
    currency: input.currency,
    hostName: input.host,
    rootCategoryId: `${storeId}-root`,
    isDefault: !existing,
    sortOrder: 1000 + (Math.floor(now.getTime() / 1000) % 1_000_000),
    settings: emptySettings(club, {
      storeId,
      host: input.host,
      culture: input.culture,
      locale,
      currency: input.currency,
      country,
      countryName,
    }),
  };
  await db.insert(categories).values({
    id: `${storeId}-root`,
    storeId,
    parentId: null,
    key: '',
    name: club.name,
    url: '/',
    metaTitle: club.name,
    metaDescription: club.name,
    depth: 0,
    sortOrder: 0,
  });
  await db.insert(sites).values(row);
  await seedVatRates(db, storeId, [row.country]);
  // A culture new to the club: its catalogue gets texts in it (copies to translate later).
  if (sibling && sibling.culture !== input.culture)
    await fillClubCulture(db, club.id, input.culture, sibling.culture);
  await db.insert(pages).values([
    {
      id: `${storeId}-page-home`,
      storeId,
      path: '/',
      template: 'contentPage',
      contentAlias: 'homePage',
      title: club.name,
      seoTitle: club.name,
      seoDescription: club.name,
      canonicalUrl: '/',
      blocks: [],
    },
    {
      id: `${storeId}-page-terms`,
      storeId,
      path: '/terms/',
      template: 'termsPage',
      contentAlias: 'termsPage',
      title: 'Terms and conditions',
      seoTitle: `Terms and conditions | ${club.name}`,
      seoDescription: `Terms and conditions of ${club.name}`,
      canonicalUrl: '/terms/',
      blocks: [],
    },
  ]);
  await recordAudit(db, actor, now, {
    action: 'create',
    entity: 'site',
    entityId: storeId,
    storeId,
    after: row,
  });
  return storeId;
}

/** Creates a club and its first site in the caller's transaction; the club id and storeId. */
export async function createShop(
  db: Db,
  actor: Actor,
  now: Date,
  input: v.InferOutput<typeof newShopSchema>,
): Promise<{ clubId: string; storeId: string }> {
  const clubId = clubIdOf(input.name);
  const [taken] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (taken) throw new ShopConflictError(`The club ${clubId} exists already`);
  await db.insert(clubs).values({ id: clubId, themeName: clubId, siteName: input.name });
  await recordAudit(db, actor, now, {
    action: 'create',
    entity: 'club',
    entityId: clubId,
    after: { id: clubId, siteName: input.name },
  });
  const storeId = await addSite(db, actor, now, { id: clubId, name: input.name }, input);
  // The storefront's own texts (buttons, labels) in every culture it ships; a row a club
  // changed is never touched.
  await addMissingDictionaryRows(db);
  // An installation's first shop could not take an order without a payment method (they are the
  // installation's, not a club's, and only the demo seed wrote any): card, which both payment
  // providers take. An installation that has its methods keeps them as they are.
  const [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
  if (!method)
    await db
      .insert(paymentMethods)
      .values({ id: 'card', name: 'Card (Visa, Mastercard)', countries: null, sortOrder: 0 })
      .onConflictDoNothing();
  return { clubId, storeId };
}
