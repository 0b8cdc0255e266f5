/**
 * Content tables: clubs, sites (one club in one country), content pages, dictionaries and the
 * customer-service inbox.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';

/** A club: the facts every one of its sites shares. */
export const clubs = pgTable('clubs', {
  id: text('id').primaryKey(),
  themeName: text('theme_name').notNull(),
  siteName: text('site_name').notNull(),
});

/**
 * A site: one club in one country, with its own address, culture, currency, storeId and root
 * category. `settings` is the site's settings document as `GET /api/settings` answers it
 * (`views.clubSettings`), kept whole like a CMS keeps a settings node.
 */
export const sites = pgTable(
  'sites',
  {
    storeId: text('store_id').primaryKey(),
    clubId: belongsTo('club_id', () => clubs.id),
    country: text('country').notNull(),
    countryName: text('country_name').notNull(),
    culture: text('culture').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** Host the site answers under, e.g. `northbridge-gb.localhost`. */
    hostName: text('host_name').notNull(),
    rootCategoryId: text('root_category_id').notNull(),
    /** The site plain `localhost` answers with. */
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('sites_host').on(t.hostName)],
);

/** A content page of a site, found by its path. */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    storeId: belongsTo('store_id', () => sites.storeId),
    /** Site-relative path with trailing slash, e.g. `/contact/`. */
    path: text('path').notNull(),
    template: text('template').notNull(),
    contentAlias: text('content_alias').notNull(),
    title: text('title').notNull(),
    /** 200, or 301 with `redirect`. */
    status: integer('status').notNull().default(200),
    redirect: text('redirect'),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    canonicalUrl: text('canonical_url'),
    robotsIndex: boolean('robots_index').notNull().default(true),
    robotsFollow: boolean('robots_follow').notNull().default(true),
    /** The page's content blocks (headings, text, banners, product rails). */
    blocks: jsonb('blocks').$type<Array<Record<string, unknown>>>().notNull().default([]),
  },
  (t) => [uniqueIndex('pages_store_path').on(t.storeId, t.path)],
);

/** One translated text of the storefront, per culture. */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    culture: text('culture').notNull(),
    alias: text('alias').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.culture, t.alias] })],
);

/** Messages sent through the contact form (POST /api/customerservice). */
export const customerServiceMessages = pgTable(
  'customer_service_messages',
  {
    id: serial('id').primaryKey(),
    storeId: text('store_id').notNull(),
    pageUrl: text('page_url'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_service_messages_store').on(t.storeId)],
);
