/**
 * A site's settings, content pages and dictionary as JSON files (`clubshop export|import
 * settings|content|dictionary`), with the catalogue import's guarantees: every entry is checked
 * by the admin API's own schemas first and each bad one is named with its reason; any bad entry
 * and nothing is written; otherwise one transaction, audited; only what changed is written, so an
 * export imported again changes nothing and export -> import -> export is identical.
 *
 * Formats (UTF-8 JSON, keys in a stable order):
 * - settings: `{ "settings": { logo, theming, mainNavigation, header, footer, checkoutSettings,
 *   termsAndConditionsPage, inboxEmail } }` (what `PATCH …/settings` takes);
 * - content: `{ "pages": [ { path, title, template, contentAlias, seoTitle, seoDescription,
 *   robotsIndex, robotsFollow, redirect, blocks } ] }` (what `POST …/pages` takes), matched by
 *   path; pages the file does not name are kept;
 * - dictionary: `{ "culture": "da", "items": { "<alias>": "<text>" } }` (the site's culture;
 *   the dictionary is the installation's, shared by every club of that culture). With
 *   `untranslated`, only the keys the culture has no text for, each with its English text: the
 *   file a translator fills in and imports (`clubshop export dictionary --untranslated`).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DICTIONARY_ALIAS,
  dictionaryEntrySchema,
  foreignRedirectReason,
  newPageSchema,
} from '../content/page-schemas.ts';
import { settingsChangeSchema } from '../content/settings-change.ts';
import type { Db } from '../db/database.ts';
import { dictionaryItems, pages, sites } from '../db/tables/content.ts';
import { untranslatedKeys } from '../messages/dictionary-fallback.ts';
import { adminIssuesToErrors } from '../shared/admin-validation.ts';
import type { Actor, AuditEntry } from '../staff/audit.ts';
import { auditedWrite } from '../staff/audit.ts';

/** What can be exported and imported. */
export const siteDataKinds = ['settings', 'content', 'dictionary'] as const;
/** One of {@link siteDataKinds}. */
export type SiteDataKind = (typeof siteDataKinds)[number];

/** The site a file is for. */
export interface SiteDataSite {
  storeId: string;
  culture: string;
}

/** A bad entry of a file: where (`pages[2]`, `settings.header`, `items.Basket.Title`) and why. */
export interface BadEntry {
  entry: string;
  reason: string;
}

/** What an import did (or, with `dryRun`, would do). */
export interface SiteDataReport {
  kind: SiteDataKind;
  entries: number;
  changed: number;
  unchanged: number;
  bad: BadEntry[];
  written: boolean;
}

const settingsKeys = Object.keys(settingsChangeSchema.entries) as Array<
  keyof typeof settingsChangeSchema.entries
>;
const pageKeys = Object.keys(newPageSchema.entries) as Array<keyof typeof newPageSchema.entries>;

/** `value` with its object keys sorted, so equal data is equal text. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sorted(item)]),
    );
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const fileText = (value: unknown) => `${JSON.stringify(sorted(value), null, 2)}\n`;

/**
 * Every problem of a valibot result, under `prefix`, in the English the admin API's 400 says it
 * (the admin rules report message keys: decision 0054).
 */
function problems(prefix: string, issues: readonly v.BaseIssue<unknown>[]): BadEntry[] {
  const errors = adminIssuesToErrors(issues);
  return issues.map((issue, index) => {
    const path = v.getDotPath(issue);
    return { entry: path ? `${prefix}.${path}` : prefix, reason: errors[index]?.message ?? issue.message };
  });
}

/** Options of {@link exportSiteData}. */
export interface SiteDataExportOptions {
  /** dictionary only: the keys the site's culture has no text for, with their English text to translate. */
  untranslated?: boolean | undefined;
}

/** The file of a site's `kind`. */
export async function exportSiteData(
  db: Db,
  site: SiteDataSite,
  kind: SiteDataKind,
  options: SiteDataExportOptions = {},
): Promise<string> {
  if (kind === 'settings') {
    const [row] = await db
      .select({ settings: sites.settings })
      .from(sites)
      .where(eq(sites.storeId, site.storeId));
    const settings = (row?.settings ?? {}) as Record<string, unknown>;
    return fileText({
      settings: Object.fromEntries(
        settingsKeys.filter((key) => key in settings).map((key) => [key, settings[key]]),
      ),
    });
  }
  if (kind === 'content') {
    const rows = await db
      .select()
      .from(pages)
      .where(eq(pages.storeId, site.storeId))
      .orderBy(asc(pages.path));
    return fileText({
      pages: rows.map((page) =>
        Object.fromEntries(pageKeys.map((key) => [key, (page as Record<string, unknown>)[key] ?? null])),
      ),
    });
  }
  if (options.untranslated) {
    const untranslated = await untranslatedKeys(db, site.culture);
    return fileText({
      culture: site.culture,
      items: Object.fromEntries(untranslated.map((key) => [key.alias, key.fallback])),
    });
  }
  const rows = await db
    .select({ alias: dictionaryItems.alias, value: dictionaryItems.value })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.culture, site.culture))
    .orderBy(asc(dictionaryItems.alias));
  return fileText({
    culture: site.culture,
    items: Object.fromEntries(rows.map((row) => [row.alias, row.value])),
  });
}

type Plan = {
  entries: number;
  bad: BadEntry[];
  writes: Array<(tx: Db) => Promise<AuditEntry>>;
  unchanged: number;
};

async function planSettings(db: Db, site: SiteDataSite, file: Record<string, unknown>): Promise<Plan> {
  const parsed = v.safeParse(settingsChangeSchema, file.settings);
  if (!parsed.success)
    return { entries: 1, bad: problems('settings', parsed.issues), writes: [], unchanged: 0 };
  const [row] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(eq(sites.storeId, site.storeId));
  const before = (row?.settings ?? {}) as Record<string, unknown>;
  const after = { ...before, ...parsed.output };
  if (same(before, after)) return { entries: 1, bad: [], writes: [], unchanged: 1 };
  return {
    entries: 1,
    bad: [],
    unchanged: 0,
    writes: [
      async (tx) => {
        await tx.update(sites).set({ settings: after }).where(eq(sites.storeId, site.storeId));
        return {
          action: 'update',
          entity: 'settings',
          entityId: site.storeId,
          storeId: site.storeId,
          before,
          after,
        };
      },
    ],
  };
}

async function planContent(db: Db, site: SiteDataSite, file: Record<string, unknown>): Promise<Plan> {
  if (!Array.isArray(file.pages))
    return {
      entries: 0,
      bad: [{ entry: 'pages', reason: 'pages must be a list' }],
      writes: [],
      unchanged: 0,
    };
  // A page's redirect must stay on the site (issue 43), as through the pages route.
  const [{ hostName } = { hostName: '' }] = await db
    .select({ hostName: sites.hostName })
    .from(sites)
    .where(eq(sites.storeId, site.storeId));
  const existing = new Map(
    (await db.select().from(pages).where(eq(pages.storeId, site.storeId))).map((page) => [page.path, page]),
  );
  const plan: Plan = { entries: file.pages.length, bad: [], writes: [], unchanged: 0 };
  const seen = new Set<string>();
  file.pages.forEach((entry: unknown, index: number) => {
    const parsed = v.safeParse(newPageSchema, entry);
    if (!parsed.success) {
      plan.bad.push(...problems(`pages[${index}]`, parsed.issues));
      return;
    }
    const page = parsed.output;
    const foreign = foreignRedirectReason(page.redirect, hostName);
    if (foreign) {
      plan.bad.push({ entry: `pages[${index}].redirect`, reason: foreign });
      return;
    }
    if (seen.has(page.path)) {
      plan.bad.push({ entry: `pages[${index}].path`, reason: `${page.path} is in the file twice` });
      return;
    }
    seen.add(page.path);
    const before = existing.get(page.path);
    const fields = { ...page, status: page.redirect ? 301 : 200 };
    if (before && same(Object.fromEntries(pageKeys.map((key) => [key, before[key] ?? null])), sorted(page))) {
      plan.unchanged++;
      return;
    }
    plan.writes.push(async (tx) => {
      if (before) {
        await tx
          .update(pages)
          .set(fields)
          .where(and(eq(pages.storeId, site.storeId), eq(pages.id, before.id)));
        return {
          action: 'update',
          entity: 'page',
          entityId: before.id,
          storeId: site.storeId,
          before,
          after: fields,
        };
      }
      const id = `${site.storeId}-page-${randomUUID()}`;
      await tx.insert(pages).values({ id, storeId: site.storeId, ...fields, canonicalUrl: page.path });
      return { action: 'create', entity: 'page', entityId: id, storeId: site.storeId, after: fields };
    });
  });
  return plan;
}

async function planDictionary(db: Db, site: SiteDataSite, file: Record<string, unknown>): Promise<Plan> {
  if (file.culture !== site.culture)
    return {
      entries: 0,
      bad: [{ entry: 'culture', reason: `culture must be the site's, ${site.culture}` }],
      writes: [],
      unchanged: 0,
    };
  const items = file.items;
  if (!items || typeof items !== 'object' || Array.isArray(items))
    return {
      entries: 0,
      bad: [{ entry: 'items', reason: 'items must be an object of texts' }],
      writes: [],
      unchanged: 0,
    };
  const existing = new Map(
    (
      await db
        .select({ alias: dictionaryItems.alias, value: dictionaryItems.value })
        .from(dictionaryItems)
        .where(eq(dictionaryItems.culture, site.culture))
    ).map((row) => [row.alias, row.value]),
  );
  const entries = Object.entries(items as Record<string, unknown>);
  const plan: Plan = { entries: entries.length, bad: [], writes: [], unchanged: 0 };
  for (const [alias, value] of entries) {
    const parsed = v.safeParse(dictionaryEntrySchema, { value });
    if (!parsed.success || !DICTIONARY_ALIAS.test(alias)) {
      plan.bad.push({
        entry: `items.${alias}`,
        reason: parsed.success
          ? 'an alias is letters, digits, dots, dashes and underscores'
          : (parsed.issues[0]?.message ?? 'bad'),
      });
      continue;
    }
    const before = existing.get(alias);
    if (before === parsed.output.value) {
      plan.unchanged++;
      continue;
    }
    const row = { culture: site.culture, alias, value: parsed.output.value };
    plan.writes.push(async (tx) => {
      await tx
        .insert(dictionaryItems)
        .values(row)
        .onConflictDoUpdate({
          target: [dictionaryItems.culture, dictionaryItems.alias],
          set: { value: row.value },
        });
      return {
        action: before === undefined ? 'create' : 'update',
        entity: 'dictionary',
        entityId: `${site.culture}:${alias}`,
        before: before === undefined ? null : { culture: site.culture, alias, value: before },
        after: row,
      };
    });
  }
  return plan;
}

/**
 * Imports a site's `kind` from the text of a file: all of it or nothing, nothing with `dryRun`.
 * The caller drops its content caches after a written import.
 */
export async function importSiteData(
  db: Db,
  actor: Actor,
  now: Date,
  site: SiteDataSite,
  kind: SiteDataKind,
  text: string,
  options: { dryRun?: boolean } = {},
): Promise<SiteDataReport> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return {
      kind,
      entries: 0,
      changed: 0,
      unchanged: 0,
      bad: [{ entry: 'file', reason: `not JSON: ${(error as Error).message}` }],
      written: false,
    };
  }
  if (!file || typeof file !== 'object' || Array.isArray(file))
    return {
      kind,
      entries: 0,
      changed: 0,
      unchanged: 0,
      bad: [{ entry: 'file', reason: 'must be a JSON object' }],
      written: false,
    };
  const planOf = { settings: planSettings, content: planContent, dictionary: planDictionary }[kind];
  const plan = await planOf(db, site, file as Record<string, unknown>);
  const report = {
    kind,
    entries: plan.entries,
    changed: plan.writes.length,
    unchanged: plan.unchanged,
    bad: plan.bad,
    written: false,
  };
  if (plan.bad.length > 0 || options.dryRun || plan.writes.length === 0) return report;
  await auditedWrite(db, actor, now, async (tx) => {
    const audit: AuditEntry[] = [];
    for (const write of plan.writes) audit.push(await write(tx));
    return { result: undefined, audit };
  });
  return { ...report, written: true };
}
