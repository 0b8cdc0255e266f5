/**
 * The conformance run: every call of the contract sent to a backend, in the order a shopper's
 * visit makes them, each answer checked against its schema, and the behaviours the storefront
 * relies on, each write read back (see the sections in `checks/`). A check that cannot run says
 * why; a run stopped early (a failed settings call) names every check it did not run.
 */

import { isDeepStrictEqual } from 'node:util';
import { type ClientContext, clientContextFromSettings, type SettingsResponse } from '@clubshop/api-sdk';
import { contractOperations } from '@clubshop/api-sdk/openapi';
import * as v from 'valibot';
import { type ApiHosts, createCaller } from './caller.ts';
import { accountChecks, runAccountChecks, runAccountEndChecks } from './checks/account-checks.ts';
import { basketChecks, runBasketChecks } from './checks/basket-checks.ts';
import { catalogChecks, runCatalogChecks } from './checks/catalog-checks.ts';
import { contentChecks, runContentChecks } from './checks/content-checks.ts';
import type { ConformanceOptions } from './conformance-options.ts';
import { type ConformanceResult, label, operation, Recorder } from './recorder.ts';
import type { RunState, SectionChecks, SectionOutcome } from './run-state.ts';

export type { ConformanceOptions } from './conformance-options.ts';
export type { ConformanceResult } from './recorder.ts';

/** Every result of a run; `ok` when none failed. */
export interface ConformanceReport {
  /** No check failed. */
  ok: boolean;
  /** Each check, in the order run; those not run are skipped with the reason. */
  results: ConformanceResult[];
}

/** The checks of the settings call. */
const settingsChecks = {
  settings: ['getSettings', 'answer matches the contract'],
  missingUrl: ['getSettings', 'a missing url is a 400 naming it'],
  samePerOrigin: ['getSettings', "another page's URL of the same origin gives the same settings"],
} as const satisfies SectionChecks;

/** The hosts of a run: `hosts` over `apiBaseUrl`; throws when a host has no base URL. */
function hostsOf(options: ConformanceOptions): ApiHosts {
  const pick = (name: keyof ApiHosts) => {
    const base = options.hosts?.[name] ?? options.apiBaseUrl;
    if (!base) throw new TypeError(`no base URL for the ${name} host: give apiBaseUrl or hosts.${name}`);
    return base;
  };
  return { content: pick('content'), catalog: pick('catalog'), user: pick('user'), basket: pick('basket') };
}

/**
 * Runs the conformance kit against a backend and reports per check.
 *
 * @example
 * const report = await runConformance({
 *   apiBaseUrl: 'http://localhost:4000',
 *   siteUrl: 'http://localhost:5173/',
 *   account: { email: 'test@club.example', password: '…' },
 * });
 * console.log(formatReport(report)); // FAIL GET /api/baskets/{token} the line added is in the basket read back …
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  let context: Partial<ClientContext> = { culture: 'en' };
  const call = createCaller(
    hostsOf(options),
    options.fetch ?? ((input, init) => fetch(input, init)),
    () => context,
  );
  const rec = new Recorder(call);
  const s = settingsChecks;
  const reasons = new Map<SectionChecks, string>();
  const stop = (checks: SectionChecks, outcome: SectionOutcome) => {
    if (outcome && !reasons.has(checks)) reasons.set(checks, outcome);
  };

  // The site, from the page URL (the one call without StoreId).
  const settings = await rec.answer<SettingsResponse>(
    s.settings[0],
    { query: { url: options.siteUrl } },
    s.settings[1],
  );
  if (settings) {
    const club = settings.body.views.clubSettings;
    context = clientContextFromSettings(club);
    await rec.error(s.missingUrl[0], 400, s.missingUrl[1], { query: {} }, 'url');
    // The storefront loads a site's settings once and uses them on every page of the origin
    // (docs/contract-notes.md): another page's URL must give the very same answer.
    const otherPage = new URL('/conformance-another-page-9f2c/', options.siteUrl).href;
    const other = await rec.send(s.samePerOrigin[0], { query: { url: otherPage } }, s.samePerOrigin[1]);
    if (other) {
      const parsed =
        other.status === 200 ? v.safeParse(operation('getSettings').response, other.body) : undefined;
      rec.judge(
        ...s.samePerOrigin,
        parsed?.success === true && isDeepStrictEqual(parsed.output, settings.body),
        other.status === 200
          ? `the settings for ${otherPage} differ from those for ${options.siteUrl}`
          : `no settings for ${otherPage}`,
        other,
        other.status === 200 ? undefined : other.body,
      );
    }
    const state: RunState = { rec, options, club };
    stop(contentChecks, await runContentChecks(state));
    stop(catalogChecks, await runCatalogChecks(state));
    stop(accountChecks, await runAccountChecks(state));
    stop(basketChecks, await runBasketChecks(state));
    stop(accountChecks, await runAccountEndChecks(state));
  } else {
    const reason = 'the settings call failed: no later call can name the site (StoreId)';
    for (const checks of [settingsChecks, contentChecks, catalogChecks, accountChecks, basketChecks])
      reasons.set(checks, reason);
  }

  // Every check that did not run, named with why; then every call no check reached.
  const ran = (call: string, check: string) =>
    rec.results.some((result) => result.call === call && result.check === check);
  for (const checks of [settingsChecks, contentChecks, catalogChecks, accountChecks, basketChecks]) {
    for (const [id, check] of Object.values(checks)) {
      if (!ran(label(operation(id)), check))
        rec.skip(
          id,
          check,
          `not run: ${reasons.get(checks) ?? 'what it needs was not found by the checks before it (see above)'}`,
        );
    }
  }
  for (const op of contractOperations) {
    if (!rec.results.some((result) => result.call === label(op)))
      rec.skip(
        op.operationId,
        'answer matches the contract',
        'not run: no check of the kit reached this call',
      );
  }
  return { ok: rec.results.every((result) => result.status !== 'fail'), results: rec.results };
}
