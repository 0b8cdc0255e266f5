import { expect, test } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../security-headers.ts';

const options = { apiOrigins: ['http://localhost:4000'] };

test('the policy allows no inline script or style and no eval', () => {
  const policy = contentSecurityPolicy(options);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
  expect(policy).toContain("style-src 'self'");
  expect(policy).toContain("object-src 'none'");
});

test('the storefront cannot be framed', () => {
  expect(contentSecurityPolicy(options)).toContain("frame-ancestors 'none'");
  expect(securityHeaders(options)['X-Frame-Options']).toBe('DENY');
});

test('calls and images may go to the commerce API', () => {
  const policy = contentSecurityPolicy(options);
  expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:4000/);
  expect(policy).toMatch(/img-src 'self' data: http:\/\/localhost:4000/);
});

test('sends the other hardening headers', () => {
  const headers = securityHeaders(options);
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
});
