/**
 * `clubshop staff create --email <e-mail> --role <role> [--sites all|<storeId>,…]`,
 * `clubshop staff reset-password --email <e-mail>` and `clubshop staff reset-2fa --email <e-mail>`.
 */
import { userInfo } from 'node:os';
import * as v from 'valibot';
import { CommandError } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import {
  resetStaffPassword,
  StaffNotFoundError,
  staffPasswordResetSchema,
} from '../staff/reset-staff-password.ts';
import { createStaff, newStaffSchema, StaffExistsError } from '../staff/staff-service.ts';
import { resetTwoFactor, TwoFactorMemberNotFoundError } from '../staff/two-factor.ts';
import { optionalOption, type ParsedArgs, requiredOption, UsageError } from './args.ts';
import { openForCli } from './open-for-cli.ts';
import { readStaffPassword } from './password.ts';

/** The actor of changes made on the command line, for the audit log. */
export function cliActor() {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No user name (a container without /etc/passwd entry): "cli:unknown".
  }
  return { name: `cli:${user}` };
}

/** Checked staff input, or a CommandError listing every problem (never the password). */
export function checkedStaff(input: Record<string, unknown>) {
  const result = v.safeParse(newStaffSchema, input);
  if (!result.success) {
    const lines = result.issues.map((issue) => issue.message);
    throw new CommandError(lines.join('; '));
  }
  return result.output;
}

/** Runs `staff create`, `staff reset-password` or `staff reset-2fa`. */
export async function runStaffCommand(config: ServerConfig, args: ParsedArgs, out: (line: string) => void) {
  const [, action] = args.words;
  if (action === 'reset-password') return runResetPassword(config, args, out);
  if (action === 'reset-2fa') return runResetTwoFactor(config, args, out);
  if (action !== 'create')
    throw new UsageError(
      'use: clubshop staff create --email <e-mail> --role owner|editor|fulfilment [--sites all|<storeId>,…], clubshop staff reset-password --email <e-mail>, or clubshop staff reset-2fa --email <e-mail>',
    );
  const email = requiredOption(args, 'email', 'owner@club.example');
  const role = requiredOption(args, 'role', 'owner');
  const sitesText = optionalOption(args, 'sites') ?? 'all';
  const sites =
    sitesText === 'all'
      ? 'all'
      : sitesText
          .split(',')
          .map((site) => site.trim())
          .filter(Boolean);
  const password = await readStaffPassword(process.env);
  const input = checkedStaff({ email, role, sites, password });
  const database = await openForCli(config);
  try {
    const created = await createStaff(database.db, cliActor(), new Date(), input);
    out(
      `staff ${created.email} created as ${created.role} (sites: ${created.sites === 'all' ? 'all' : created.sites.join(', ')})`,
    );
  } catch (error) {
    if (error instanceof StaffExistsError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

/** Runs `staff reset-password --email <e-mail>`: a new password, the member's sessions ended. */
async function runResetPassword(config: ServerConfig, args: ParsedArgs, out: (line: string) => void) {
  const email = requiredOption(args, 'email', 'owner@club.example');
  const password = await readStaffPassword(process.env, `New password for ${email}: `);
  const checked = v.safeParse(staffPasswordResetSchema, { email, password });
  if (!checked.success) throw new CommandError(checked.issues.map((issue) => issue.message).join('; '));
  const database = await openForCli(config);
  try {
    const reset = await resetStaffPassword(database.db, cliActor(), new Date(), checked.output);
    const sessions = reset.sessionsEnded === 1 ? '1 session' : `${reset.sessionsEnded} sessions`;
    out(
      `password of ${reset.email} (${reset.role}) reset; ${sessions} ended: log in again with the new password`,
    );
  } catch (error) {
    if (error instanceof StaffNotFoundError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * Runs `staff reset-2fa --email <e-mail>`: the member's two-step sign-in and recovery codes
 * removed, their sessions ended (audited). An owner sets it up again at the next sign-in.
 */
async function runResetTwoFactor(config: ServerConfig, args: ParsedArgs, out: (line: string) => void) {
  const email = requiredOption(args, 'email', 'owner@club.example');
  const database = await openForCli(config);
  try {
    out(describeTwoFactorReset(await resetTwoFactor(database.db, cliActor(), new Date(), email)));
  } catch (error) {
    if (error instanceof TwoFactorMemberNotFoundError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

/** The line `staff reset-2fa` prints. */
export function describeTwoFactorReset(reset: Awaited<ReturnType<typeof resetTwoFactor>>): string {
  const sessions = reset.sessionsEnded === 1 ? '1 session' : `${reset.sessionsEnded} sessions`;
  return reset.removed
    ? `two-step sign-in of ${reset.email} (${reset.role}) removed; ${sessions} ended: they set it up again after signing in`
    : `${reset.email} (${reset.role}) had no two-step sign-in; ${sessions} ended`;
}
