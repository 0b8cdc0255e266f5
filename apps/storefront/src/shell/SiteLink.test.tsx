import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { SiteContext } from '../site/site-context-react.ts';
import type { Site } from '../site/site-settings.ts';
import { InAppNavigation } from './in-app-navigation.tsx';
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

describe('a click on a link of the site', () => {
  /** Whether the app prevented the browser's own navigation, per click (see renderLink). */
  let prevented: boolean[] = [];
  /** Records what the app did with a click, then stops it (jsdom cannot load another page). */
  const afterTheApp = (event: Event) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };

  /** Renders one link to /men/shirts/ in the browser, under the app's router as App renders it. */
  function renderLink(
    options: { inApp?: boolean; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void } = {},
  ) {
    window.history.replaceState(null, '', '/');
    prevented = [];
    window.addEventListener('click', afterTheApp);
    const link = (
      <SiteLink href="/men/shirts/" onClick={options.onClick}>
        Shirts
      </SiteLink>
    );
    render(
      <Router>
        <SiteContext value={{ origin: window.location.origin } as Site}>
          {options.inApp === false ? link : <InAppNavigation>{link}</InAppNavigation>}
        </SiteContext>
      </Router>,
    );
    return screen.getByRole('link', { name: 'Shirts' });
  }
  afterEach(() => {
    window.removeEventListener('click', afterTheApp);
    cleanup();
  });

  test('navigates in the app: the page is not loaded again', () => {
    fireEvent.click(renderLink());
    expect(prevented).toEqual([true]);
    expect(window.location.pathname).toBe('/men/shirts/');
  });

  test('with a modifier key or another button, the browser opens it (new tab, new window)', () => {
    const link = renderLink();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    expect(prevented).toEqual([false, false, false, false]);
    expect(window.location.pathname).toBe('/');
  });

  test("the link's own handler runs first and may keep the shopper where they are", () => {
    const clicks: string[] = [];
    const link = renderLink({
      onClick: (event) => {
        clicks.push('handler');
        event.preventDefault();
      },
    });
    fireEvent.click(link);
    expect(clicks).toEqual(['handler']);
    expect(window.location.pathname).toBe('/');
  });

  test('outside the app navigation, the link loads the page as a plain anchor', () => {
    fireEvent.click(renderLink({ inApp: false }));
    expect(prevented).toEqual([false]);
    expect(window.location.pathname).toBe('/');
  });
});
