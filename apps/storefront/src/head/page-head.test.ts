import { expect, test } from 'vitest';
import { jsonForScript } from '../app/json-for-script.ts';
import { absoluteUrl, robotsContent } from './page-head.ts';

test('robots follow the page meta, index/follow by default', () => {
  expect(robotsContent(undefined, undefined)).toBe('index, follow');
  expect(robotsContent(false, true)).toBe('noindex, follow');
  expect(robotsContent(true, false)).toBe('index, nofollow');
});

test('paths become absolute under the site origin; absolute URLs stay', () => {
  expect(absoluteUrl('/men/shirts/', 'http://northbridge-gb.localhost:5173')).toBe(
    'http://northbridge-gb.localhost:5173/men/shirts/',
  );
  expect(absoluteUrl('https://cdn.example/a.jpg', 'http://x.localhost')).toBe('https://cdn.example/a.jpg');
});

test('JSON-LD cannot close its script element or start markup, and parses back the same', () => {
  const value = { name: '</script><script>alert(1)</script> & \u2028' };
  const json = jsonForScript(value);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(value);
});
