/**
 * `clubshop export catalogue --site <host> [--format csv|json]`, and `clubshop export
 * settings|content|dictionary --site <host>` (JSON): the file to standard output.
 * `export dictionary --untranslated`: only the keys the site's culture has no text for, with
 * their English text, to translate and import.
 */

import { exportCatalogue } from '../catalogue-io/export-catalogue.ts';
import { siteByHost } from '../catalogue-io/import-catalogue.ts';
import { CommandError } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import { exportSiteData, type SiteDataKind, siteDataKinds } from '../content-io/site-data-io.ts';
import { optionalOption, type ParsedArgs, requiredOption, UsageError } from './args.ts';
import { openForCli } from './open-for-cli.ts';

/** Runs `export catalogue`. */
export async function runExportCommand(config: ServerConfig, args: ParsedArgs) {
  const [, what] = args.words;
  if (siteDataKinds.includes(what as SiteDataKind)) {
    const host = requiredOption(args, 'site', 'shop.club.example');
    const database = await openForCli(config);
    try {
      const site = await siteByHost(database.db, host);
      if (!site) throw new CommandError(`no site answers at ${host}`);
      const untranslated = args.options.has('untranslated');
      if (untranslated && what !== 'dictionary')
        throw new UsageError('--untranslated is an option of export dictionary only');
      process.stdout.write(await exportSiteData(database.db, site, what as SiteDataKind, { untranslated }));
    } finally {
      await database.close();
    }
    return;
  }
  if (what !== 'catalogue')
    throw new UsageError(
      'use: clubshop export catalogue --site <host> [--format csv|json], or export settings|content|dictionary --site <host> [--untranslated]',
    );
  const host = requiredOption(args, 'site', 'shop.club.example');
  const format = optionalOption(args, 'format') ?? 'csv';
  if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json');
  const database = await openForCli(config);
  try {
    const site = await siteByHost(database.db, host);
    if (!site) throw new CommandError(`no site answers at ${host}`);
    process.stdout.write(await exportCatalogue(database.db, site, format));
  } finally {
    await database.close();
  }
}
