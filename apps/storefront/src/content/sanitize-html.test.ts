import { expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

test('keeps ordinary rich text', () => {
  const html =
    '<h2>Returns</h2><p>Within <strong>30 days</strong>, see <a href="/delivery/">delivery</a>.</p><ul><li>One</li></ul>';
  expect(sanitizeHtml(html)).toBe(html);
});

test.each([
  ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<p style="color:red" onclick="alert(1)">x</p>', '<p>x</p>'],
  ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<form action="https://evil.example"><input name="card"></form>', ''],
])('no inline script can run: %s', (dirty, clean) => {
  expect(sanitizeHtml(dirty)).toBe(clean);
});

test('a link opening a new window cannot reach its opener', () => {
  expect(sanitizeHtml('<a href="https://tickets.example/" target="_blank">Tickets</a>')).toBe(
    '<a href="https://tickets.example/" target="_blank" rel="noopener noreferrer">Tickets</a>',
  );
});
