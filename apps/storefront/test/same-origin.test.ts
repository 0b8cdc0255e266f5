import { describe, expect, test } from 'vitest';
import { isSameOriginWrite } from '../server/same-origin.ts';

const shop = 'https://northbridge-gb.example';
const post = (headers: Record<string, string>) => new Request(`${shop}/login/`, { method: 'POST', headers });

describe('isSameOriginWrite', () => {
  test('a form posted from a page of the shop is accepted', () => {
    expect(isSameOriginWrite(post({ Origin: shop, 'Sec-Fetch-Site': 'same-origin' }), shop)).toBe(true);
  });
  test('a post from another site, or another shop on the same machine, is refused', () => {
    expect(
      isSameOriginWrite(post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), shop),
    ).toBe(false);
    expect(isSameOriginWrite(post({ Origin: 'https://riverside-de.example' }), shop)).toBe(false);
    expect(isSameOriginWrite(post({ 'Sec-Fetch-Site': 'same-site' }), shop)).toBe(false);
    expect(isSameOriginWrite(post({ Origin: 'null' }), shop)).toBe(false);
  });
  test('Origin: null is never ours, whatever Sec-Fetch-Site says (the payment page posts its real origin: decision 0062)', () => {
    expect(isSameOriginWrite(post({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }), shop)).toBe(false);
    expect(isSameOriginWrite(post({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }), shop)).toBe(false);
  });
  test('reads and clients that are not browsers pass', () => {
    expect(
      isSameOriginWrite(new Request(`${shop}/login/`, { headers: { Origin: 'https://evil.example' } }), shop),
    ).toBe(true);
    expect(isSameOriginWrite(post({}), shop)).toBe(true);
  });
});
