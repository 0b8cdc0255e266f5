/**
 * `clubshop import catalogue <file> --site <host> [--dry-run] [--format csv|json] [--no-pictures]`:
 * reads Shopify's product CSV or our JSON (by the file's extension unless `--format`), prints every
 * bad row with its line and reason, and writes all of it or nothing. The pictures the file names
 * are fetched (each one not had printed with its line) unless `--no-pictures`.
 *
 * `clubshop import translations <file> --site <host> [--dry-run]`: Shopify's translations CSV
 * (Translate & Adapt's export) into the products of the site's club, in the site's culture.
 */
import { readFileSync } from 'node:fs';
import { formatOfFile, importCatalogue, siteByHost } from '../catalogue-io/import-catalogue.ts';
import { pictureFetchingOf } from '../catalogue-io/import-pictures.ts';
import { importTranslations } from '../catalogue-io/shopify-translations.ts';
import { CommandError } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import { importSiteData, type SiteDataKind, siteDataKinds } from '../content-io/site-data-io.ts';
import { mediaStoreFor } from '../images/media-store-of.ts';
import { fileOfCommandLine, optionalOption, type ParsedArgs, requiredOption, UsageError } from './args.ts';
import { openForCli } from './open-for-cli.ts';
import { cliActor } from './staff-command.ts';

/** Runs `import catalogue`. */
export async function runImportCommand(config: ServerConfig, args: ParsedArgs, out: (line: string) => void) {
  const [, what, file] = args.words;
  if (file && siteDataKinds.includes(what as SiteDataKind))
    return importSiteDataCommand(config, args, out, what as SiteDataKind, file);
  if (what === 'translations' && file) return importTranslationsCommand(config, args, out, file);
  if (what !== 'catalogue' || !file)
    throw new UsageError(
      'use: clubshop import catalogue|translations <file> --site <host> [--dry-run] [--no-pictures]',
    );
  const host = requiredOption(args, 'site', 'shop.club.example');
  const formatOption = optionalOption(args, 'format');
  if (formatOption && formatOption !== 'csv' && formatOption !== 'json')
    throw new UsageError('--format must be csv or json');
  const format = (formatOption as 'csv' | 'json' | undefined) ?? formatOfFile(file);
  // The bytes: the import reads UTF-8 and Excel's Windows-1252 (file-text.ts).
  let text: Uint8Array;
  try {
    text = readFileSync(fileOfCommandLine(file));
  } catch (error) {
    throw new CommandError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const dryRun = args.options.has('dry-run');
  const database = await openForCli(config);
  try {
    const site = await siteByHost(database.db, host);
    if (!site) throw new CommandError(`no site answers at ${host} (clubshop init creates one)`);
    const started = performance.now();
    const report = await importCatalogue(
      database.db,
      cliActor(),
      new Date(),
      site,
      { text, format },
      {
        dryRun,
        pictures: args.options.has('no-pictures')
          ? undefined
          : pictureFetchingOf(config, mediaStoreFor(config, database.db)),
      },
    );
    for (const picture of report.pictures?.notFetched ?? [])
      out(`${file}:${picture.line}: picture not fetched, ${picture.reason}: ${picture.url}`);
    for (const row of report.bad) out(`${file}:${row.line}: ${row.reason}`);
    const pictures = report.pictures;
    const summary = `${report.products} products: ${report.created} new, ${report.updated} changed, ${report.unchanged} unchanged; ${report.categoriesCreated} categories created${pictures ? `; pictures: ${pictures.fetched} fetched, ${pictures.reused} known, ${pictures.notFetched.length} not fetched${pictures.toFetch ? `, ${pictures.toFetch} to fetch` : ''}` : ''}`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (report.bad.length > 0) {
      throw new CommandError(
        `${report.bad.length} bad rows: nothing was imported (${summary.replace(/^\d+ products: /, 'would be ')})`,
      );
    }
    out(dryRun ? `dry run, nothing written: ${summary}` : `imported in ${seconds} s: ${summary}`);
  } finally {
    await database.close();
  }
}

/** `clubshop import settings|content|dictionary <file> --site <host> [--dry-run]` (JSON). */
async function importSiteDataCommand(
  config: ServerConfig,
  args: ParsedArgs,
  out: (line: string) => void,
  kind: SiteDataKind,
  file: string,
) {
  const host = requiredOption(args, 'site', 'shop.club.example');
  let text: string;
  try {
    text = readFileSync(fileOfCommandLine(file), 'utf8');
  } catch (error) {
    throw new CommandError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const dryRun = args.options.has('dry-run');
  const database = await openForCli(config);
  try {
    const site = await siteByHost(database.db, host);
    if (!site) throw new CommandError(`no site answers at ${host} (clubshop init creates one)`);
    const report = await importSiteData(database.db, cliActor(), new Date(), site, kind, text, { dryRun });
    for (const bad of report.bad) out(`${file}: ${bad.entry}: ${bad.reason}`);
    const summary = `${report.entries} ${kind} entries: ${report.changed} changed, ${report.unchanged} unchanged`;
    if (report.bad.length > 0)
      throw new CommandError(`${report.bad.length} bad entries: nothing was imported (${summary})`);
    out(dryRun ? `dry run, nothing written: ${summary}` : `imported: ${summary}`);
  } finally {
    await database.close();
  }
}

/** `clubshop import translations <file> --site <host> [--dry-run]`. */
async function importTranslationsCommand(
  config: ServerConfig,
  args: ParsedArgs,
  out: (line: string) => void,
  file: string,
) {
  const host = requiredOption(args, 'site', 'en.club.example');
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(fileOfCommandLine(file));
  } catch (error) {
    throw new CommandError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const dryRun = args.options.has('dry-run');
  const database = await openForCli(config);
  try {
    const site = await siteByHost(database.db, host);
    if (!site) throw new CommandError(`no site answers at ${host} (clubshop init creates one)`);
    const report = await importTranslations(database.db, cliActor(), new Date(), site, bytes, { dryRun });
    for (const row of report.bad) out(`${file}:${row.line}: ${row.reason}`);
    const summary = `${report.products} products in ${report.culture}: ${report.updated} changed, ${report.unchanged} unchanged; ${report.skipped} rows skipped`;
    if (report.bad.length > 0)
      throw new CommandError(`${report.bad.length} bad rows: nothing was imported (${summary})`);
    out(dryRun ? `dry run, nothing written: ${summary}` : `imported: ${summary}`);
  } finally {
    await database.close();
  }
}
