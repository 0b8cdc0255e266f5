import { describe, expect, it } from 'vitest';
import { purgeProtocolOf, purgeRequests } from './purge-protocols.ts';

describe('purge protocols', () => {
  it('tells the provider by the purge address, whatever its host', () => {
    expect(purgeProtocolOf('https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge')).toBe('fastly');
    expect(
      purgeProtocolOf(
        'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
      ),
    ).toBe('cloudflare');
    expect(purgeProtocolOf('http://10.0.0.5:6081/')).toBe('xkey');
    expect(purgeProtocolOf('http://relay.internal/purge')).toBe('xkey');
  });

  it('splits the tags into the calls each provider takes', () => {
    const tags = Array.from({ length: 31 }, (_, index) => `product-${index}`);
    const cloudflare = purgeRequests('https://api.cloudflare.com/client/v4/zones/z/purge_cache', tags, 't');
    expect(
      cloudflare.map((request) => (JSON.parse(String(request.body)) as { tags: string[] }).tags.length),
    ).toEqual([30, 1]);
    expect(purgeRequests('https://api.fastly.com/service/s/purge', tags, 't')).toHaveLength(1);
    expect(purgeRequests('http://varnish/', tags, undefined)).toEqual([
      { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') } },
    ]);
  });
});
