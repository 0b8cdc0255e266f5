import { apiHostsOf, hostOfApiPath } from '@clubshop/api-sdk';
import { describe, expect, test } from 'vitest';

describe('the four API hosts', () => {
  test('every path of the call tables goes to its host; anything else to none', () => {
    expect(hostOfApiPath('/api/content?url=x')).toBe('content');
    expect(hostOfApiPath('/api/settings')).toBe('content');
    expect(hostOfApiPath('/api/dictionary/dictionariesbyculture')).toBe('content');
    expect(hostOfApiPath('/api/customerservice')).toBe('content');
    expect(hostOfApiPath('/api/categories/sitemap')).toBe('catalog');
    expect(hostOfApiPath('/api/products/search')).toBe('catalog');
    expect(hostOfApiPath('/api/users/me/orders/7')).toBe('user');
    expect(hostOfApiPath('/api/baskets/abc/summary')).toBe('basket');
    expect(hostOfApiPath('/api/checkout/abc')).toBe('basket');
    expect(hostOfApiPath('/api/dev/mails')).toBeUndefined();
    expect(hostOfApiPath('/api/constructor')).toBeUndefined();
    expect(hostOfApiPath('/images/x.png')).toBeUndefined();
  });

  test('one base URL serves all four; four are kept as given', () => {
    expect(apiHostsOf('http://api')).toEqual({
      content: 'http://api',
      catalog: 'http://api',
      user: 'http://api',
      basket: 'http://api',
    });
    const four = { content: 'http://c', catalog: 'http://k', user: 'http://u', basket: 'http://b' };
    expect(apiHostsOf(four)).toBe(four);
  });
});
