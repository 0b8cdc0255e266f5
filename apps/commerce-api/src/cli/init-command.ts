/**
 * `clubshop init --site <host> --name <club> --culture <c> --currency <code> --owner <e-mail>
 * [--country <XX>]`: an empty shop (no demo data) with its first site and owner, in one
 * transaction (a mistake leaves nothing behind).
 */
import * as v from 'valibot';
import { CommandError } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import type { Db } from '../db/database.ts';
import { DICTIONARY_FALLBACK_CULTURE, untranslatedKeys } from '../messages/dictionary-fallback.ts';
import { createShop, newShopSchema, ShopConflictError } from '../sites/shop-init.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { createStaff, StaffExistsError } from '../staff/staff-service.ts';
import { optionalOption, type ParsedArgs, requiredOption } from './args.ts';
import { openForCli } from './open-for-cli.ts';
import { readStaffPassword } from './password.ts';
import { checkedStaff, cliActor } from './staff-command.ts';

/** Creates the shop and its owner on `db` (one transaction). */
export async function initShop(
  db: Db,
  actor: Actor,
  now: Date,
  input: {
    site: string;
    name: string;
    culture: string;
    currency: string;
    country?: string | undefined;
    owner: string;
    password: string;
  },
) {
  const shop = v.safeParse(newShopSchema, {
    host: input.site,
    name: input.name,
    culture: input.culture,
    currency: input.currency,
    ...(input.country ? { country: input.country } : {}),
  });
  if (!shop.success) throw new CommandError(shop.issues.map((issue) => issue.message).join('; '));
  const owner = checkedStaff({ email: input.owner, password: input.password, role: 'owner', sites: 'all' });
  const created = await auditedWrite(db, actor, now, async (tx) => {
    const created = await createShop(tx, actor, now, shop.output);
    // The owner in the same transaction: a taken e-mail undoes the shop too.
    const member = await createStaff(tx, actor, now, owner);
    return { result: { ...created, owner: member.email }, audit: [] };
  });
  // A culture the shop ships no texts for (sv, nb, …) works in English until translated.
  const untranslated = (await untranslatedKeys(db, shop.output.culture)).length;
  return { ...created, culture: shop.output.culture, untranslated };
}

/**
 * What `init` warns about a culture without all of the storefront's texts: how many keys, that
 * shoppers see them in English meanwhile, and how to translate them. No line when none is missing.
 *
 * @example
 * untranslatedWarning({ site: 'shop.club.example', culture: 'sv', untranslated: 453 });
 * // ['warning: 453 dictionary keys have no sv text: …', '  clubshop export dictionary …', …]
 */
export function untranslatedWarning(shop: { site: string; culture: string; untranslated: number }): string[] {
  if (shop.untranslated === 0) return [];
  const file = `dictionary-${shop.culture}.json`;
  return [
    `warning: ${shop.untranslated} dictionary keys have no ${shop.culture} text: the shop shows their ${DICTIONARY_FALLBACK_CULTURE} text until they are translated.`,
    `  translate them: clubshop export dictionary --site ${shop.site} --untranslated > ${file}`,
    `  (the ${DICTIONARY_FALLBACK_CULTURE} texts to translate), then clubshop import dictionary ${file} --site ${shop.site};`,
    '  or one by one in the back office (Dictionary).',
  ];
}

/** Runs `init`. */
export async function runInitCommand(config: ServerConfig, args: ParsedArgs, out: (line: string) => void) {
  const input = {
    site: requiredOption(args, 'site', 'shop.club.example'),
    name: requiredOption(args, 'name', '"Kløvermarken BK"'),
    culture: requiredOption(args, 'culture', 'da'),
    currency: requiredOption(args, 'currency', 'DKK'),
    country: optionalOption(args, 'country'),
    owner: requiredOption(args, 'owner', 'owner@club.example'),
  };
  const password = await readStaffPassword(process.env);
  const database = await openForCli(config);
  try {
    const created = await initShop(database.db, cliActor(), new Date(), { ...input, password });
    out(
      `shop ${input.name} created: club ${created.clubId}, site ${created.storeId} at ${input.site}, owner ${created.owner}`,
    );
    for (const line of untranslatedWarning({ site: input.site, ...created })) out(line);
    out('next: import your catalogue (clubshop import catalogue <file> --site <host>), then start the API');
  } catch (error) {
    if (error instanceof ShopConflictError || error instanceof StaffExistsError)
      throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
