import { expect, test } from 'vitest';
import { contentOutcome } from './content-outcome.ts';

test('301 redirects to meta.redirect', () => {
  expect(contentOutcome({ status: 301, redirect: '/new-kit/' })).toEqual({
    kind: 'redirect',
    to: '/new-kit/',
  });
});

test.each([undefined, null, ''])('301 without a redirect (%s) goes to /', (redirect) => {
  expect(contentOutcome({ status: 301, redirect })).toEqual({ kind: 'redirect', to: '/' });
});

test('404 shows the error page', () => {
  expect(contentOutcome({ status: 404, template: 'contentPage' })).toEqual({ kind: 'not-found' });
});

test.each([200, 500, undefined])('status %s renders', (status) => {
  expect(contentOutcome({ status, template: 'categoryPage' })).toEqual({
    kind: 'render',
    template: 'categoryPage',
  });
});

test('a content route may name its own template through its content alias', () => {
  expect(contentOutcome({ status: 200 }, 'clubHistoryPage')).toEqual({
    kind: 'render',
    template: 'clubHistoryPage',
  });
  expect(contentOutcome({ status: 200, template: 'termsPage' }, 'ignored')).toEqual({
    kind: 'render',
    template: 'termsPage',
  });
});

test('with neither, a content page renders', () => {
  expect(contentOutcome({ status: 200 })).toEqual({ kind: 'render', template: 'contentPage' });
});
