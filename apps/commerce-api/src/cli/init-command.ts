/**
 * `clubshop init --site <host> --name <club> --culture <c> --currency <code> --owner <e-mail>
 * [--country <XX>]`: an empty shop (no demo data) with its first site and owner, in one
 * transaction (a mistake leaves nothing behind).
 */
import * as v from 'valibot';
import { type Actor, auditedWrite } from '../admin/audit.ts';
import { createShop, newShopSchema, ShopConflictError } from '../admin/shop-init.ts';
import { CommandError } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import type { Db } from '../db/database.ts';
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
  return auditedWrite(db, actor, now, async (tx) => {
    const created = await createShop(tx, actor, now, shop.output);
    // The owner in the same transaction: a taken e-mail undoes the shop too.
    const member = await createStaff(tx, actor, now, owner);
    return { result: { ...created, owner: member.email }, audit: [] };
  });
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
    out('next: import your catalogue (clubshop import catalogue <file> --site <host>), then start the API');
  } catch (error) {
    if (error instanceof ShopConflictError || error instanceof StaffExistsError)
      throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
