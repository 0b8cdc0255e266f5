/**
 * The security headers of every answer of the back-office server. The Content-Security-Policy
 * allows no inline script or style at all ('unsafe-inline' nowhere, no nonce needed): the sign-in
 * page is plain HTML with a stylesheet, and the app is the Vite build's files from this origin.
 * Styles React sets through the DOM (the theme preview's custom properties) are not inline markup
 * and need no exception; nor does the mail preview, whose styles the screen puts back the same way
 * (decision 0102).
 */

/** The Content-Security-Policy of the back office. */
export function contentSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // Club logos and product pictures live on the commerce API's or a CDN's origin.
    'img-src': ["'self'", 'data:', 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of an answer, as a plain object. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
