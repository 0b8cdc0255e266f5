/**
 * @packageDocumentation
 * The ClubShop conformance kit: runs every call of the contract against a backend, checks each
 * answer against the contract's schemas and the behaviours the storefront relies on, and reports
 * per call with the first mismatching field path. CLI: `clubshop-conformance <api-base-url> --site <page-url>`.
 */
export * from './caller.ts';
export * from './check-answer.ts';
export * from './format-report.ts';
export * from './run-conformance.ts';
