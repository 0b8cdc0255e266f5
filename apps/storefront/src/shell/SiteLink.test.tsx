import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { SiteContext } from '../site/site-context-react.ts';
import type { Site } from '../site/site-settings.ts';
import { SiteLink } from './SiteLink.tsx';

const site = { origin: 'https://shop.example' } as Site;

function hrefOf(href: string, target?: string): string | undefined {
  const html = renderToString(
    <Router ssrPath="/">
      <SiteContext value={site}>
        <SiteLink href={href} target={target}>
          link
        </SiteLink>
      </SiteContext>
    </Router>,
  );
  return /href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

describe('a link from content or settings', () => {
  test('a path of the site navigates to what the browser would resolve it to', () => {
    expect(hrefOf('/men/shirts/')).toBe('/men/shirts/');
    expect(hrefOf('/search-page/?q=shirt&page=2#results')).toBe('/search-page/?q=shirt&page=2#results');
    expect(hrefOf('/men/../women/./shirts/')).toBe('/women/shirts/');
    expect(hrefOf('/a/%2e%2e/b/')).toBe('/b/');
    expect(hrefOf('/search-page/?q=home shirt')).toBe('/search-page/?q=home%20shirt');
    expect(hrefOf('https://shop.example/kids/?x=1')).toBe('/kids/?x=1');
  });

  test('another origin, or a new window, stays a plain anchor', () => {
    expect(hrefOf('https://club.example/tickets/')).toBe('https://club.example/tickets/');
    expect(hrefOf('//club.example/tickets/')).toBe('//club.example/tickets/');
    expect(hrefOf('/men/', '_blank')).toBe('/men/');
  });
});
