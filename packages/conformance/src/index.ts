/**
 * @packageDocumentation
 * The ClubShop conformance kit: runs every call of the contract against a backend, checks each
 * answer against the contract's schemas and the behaviours the storefront relies on (each write
 * read back, money in the site's currency, search and sorting, paths, the dictionary's keys, the
 * category tree), and reports per check with the request sent and the value received. CLI:
 * `clubshop-conformance <api-base-url> --site <page-url> [--account email:password] [--mail-hook …]`;
 * `--storefront <url or build folder>` also drives the real storefront in Chromium through a purchase.
 */
export * from './caller.ts';
export * from './category-tree.ts';
export * from './check-answer.ts';
export * from './format-report.ts';
export * from './hooks.ts';
export * from './mail-link.ts';
export * from './money-currency.ts';
export * from './run-conformance.ts';
export * from './storefront/format-storefront-report.ts';
export {
  runStorefrontJourney,
  type SeenCall,
  STOREFRONT_STEPS,
  type StorefrontOptions,
  type StorefrontReport,
  type StorefrontStepName,
  type StorefrontStepResult,
} from './storefront/storefront-journey.ts';
