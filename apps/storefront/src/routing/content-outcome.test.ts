import { expect, test } from 'vitest';
import { contentOutcome } from './content-outcome.ts';

const host = 'shop.club.example';

test('301 redirects to meta.redirect', () => {
  expect(contentOutcome({ status: 301, redirect: '/new-kit/' }, undefined, host)).toEqual({
    kind: 'redirect',
    to: '/new-kit/',
  });
});

test.each([undefined, null, ''])('301 without a redirect (%s) goes to /', (redirect) => {
  expect(contentOutcome({ status: 301, redirect }, undefined, host)).toEqual({ kind: 'redirect', to: '/' });
});

test("a 301 on the site's own host goes to its path; one off the site is the error page (issue 43)", () => {
  expect(contentOutcome({ status: 301, redirect: `https://${host}/new/` }, undefined, host)).toEqual({
    kind: 'redirect',
    to: '/new/',
  });
  for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example/'])
    expect(contentOutcome({ status: 301, redirect }, undefined, host), redirect).toEqual({
      kind: 'not-found',
    });
});

test('404 shows the error page', () => {
  expect(contentOutcome({ status: 404, template: 'contentPage' }, undefined, host)).toEqual({
    kind: 'not-found',
  });
});

test.each([200, 500, undefined])('status %s renders', (status) => {
  expect(contentOutcome({ status, template: 'categoryPage' }, undefined, host)).toEqual({
    kind: 'render',
    template: 'categoryPage',
  });
});

test('a content route may name its own template through its content alias', () => {
  expect(contentOutcome({ status: 200 }, 'clubHistoryPage', host)).toEqual({
    kind: 'render',
    template: 'clubHistoryPage',
  });
  expect(contentOutcome({ status: 200, template: 'termsPage' }, 'ignored', host)).toEqual({
    kind: 'render',
    template: 'termsPage',
  });
});

test('with neither, a content page renders', () => {
  expect(contentOutcome({ status: 200 }, undefined, host)).toEqual({
    kind: 'render',
    template: 'contentPage',
  });
});
