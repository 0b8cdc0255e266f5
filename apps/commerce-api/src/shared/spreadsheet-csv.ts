/**
 * The CSV files the shop writes for staff to open in a spreadsheet (the inbox's contact messages
 * and newsletter signups, the catalogue export): every cell neutralised against formula
 * injection (issue 43: a visitor typed `=HYPERLINK(...)` into the contact form and it came out
 * as a live link in the owner's export). Every CSV writer of the API goes through `writeCsv`.
 *
 * OWASP's rule (CSV Injection): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with a single quote, so a spreadsheet shows it as text. A cell that already
 * starts with quotes before such a character gets one more, so `readCsvCell` can take exactly one
 * away again: the shop's own import reads its export back unchanged (a product called
 * `-20 % Trøje` survives export -> import). Decision 0068.
 */
import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would read as a formula: one of OWASP's characters first, after any quotes. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A cell `neutraliseCsvCell` prefixed: a quote, then what it neutralised. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/**
 * The cell as a spreadsheet must show it: prefixed with `'` when it starts (after any quotes)
 * with `=`, `+`, `-`, `@`, a tab or a carriage return; else as it is.
 *
 * @example
 * neutraliseCsvCell('=HYPERLINK("https://evil.example")'); // `'=HYPERLINK("https://evil.example")`
 * neutraliseCsvCell('Trøje'); // 'Trøje'
 */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The value of a cell the shop wrote with `neutraliseCsvCell`: its first quote taken away when
 * one of OWASP's characters follows the quotes; else as it is. (A file from elsewhere whose cell
 * really starts with `'=` loses that quote: a rare price for an export that reads back as it was.)
 *
 * @example
 * readCsvCell(`'-20 % Trøje`); // '-20 % Trøje'
 * readCsvCell(`'s-Hertogenbosch`); // `'s-Hertogenbosch` (no formula character after the quote)
 */
export function readCsvCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

/** Rows as CSV text (RFC 4180 quoting by csv-stringify), every cell neutralised. */
export function writeCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return stringify(rows.map((row) => row.map(neutraliseCsvCell)));
}
