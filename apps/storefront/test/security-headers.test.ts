import { expect, test } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from '../server/security-headers.ts';

const options = { nonce: 'bm9uY2U=', imageOrigins: ['http://localhost:4000'] };

test('the policy allows no inline script or style but the nonced ones, and no eval', () => {
  const policy = contentSecurityPolicy(options);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  expect(policy).toContain("script-src 'self' 'nonce-bm9uY2U=' https://www.googletagmanager.com");
  expect(policy).toContain("style-src 'self' 'nonce-bm9uY2U='");
  expect(policy).toContain("object-src 'none'");
});

test('every response gets its own unguessable nonce', () => {
  const nonces = new Set(Array.from({ length: 1000 }, createNonce));
  expect(nonces.size).toBe(1000);
  for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
});

test('the storefront cannot be framed', () => {
  expect(contentSecurityPolicy(options)).toContain("frame-ancestors 'none'");
  expect(securityHeaders(options)['X-Frame-Options']).toBe('DENY');
});

test('calls go to the shop itself (the API is on its origin); images may come from the API too', () => {
  const policy = contentSecurityPolicy(options);
  expect(policy).toMatch(/connect-src 'self' https:\/\/www.google-analytics.com/);
  expect(policy).toMatch(/img-src 'self' data: http:\/\/localhost:4000/);
});

test('sends the other hardening headers, and HSTS over https only', () => {
  const headers = securityHeaders(options);
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['Strict-Transport-Security']).toBeUndefined();
  expect(securityHeaders({ ...options, https: true })['Strict-Transport-Security']).toBe(
    'max-age=63072000; includeSubDomains',
  );
});

test('development allows the inline styles Vite serves the source with, never inline scripts', () => {
  const policy = contentSecurityPolicy({ ...options, development: true });
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).toContain("script-src 'self' 'nonce-bm9uY2U='");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
});

test('forms post to the shop, or end on the payment page (the checkout posted without JavaScript is redirected there)', () => {
  expect(contentSecurityPolicy(options)).toContain("form-action 'self';");
  expect(contentSecurityPolicy({ ...options, paymentOrigins: ['http://localhost:4000'] })).toContain(
    "form-action 'self' http://localhost:4000;",
  );
});
