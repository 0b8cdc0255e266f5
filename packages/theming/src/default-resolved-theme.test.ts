import { expect, test } from 'vitest';
import { defaultResolvedTheme } from './default-resolved-theme.ts';
import { resolveTheme } from './resolve-theme.ts';

test('the written-out default theme is what resolveTheme() answers', () => {
  expect(defaultResolvedTheme).toEqual(resolveTheme());
});
