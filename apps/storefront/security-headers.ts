/**
 * The security headers the storefront's preview / production server sends with every response.
 * The Content-Security-Policy has no 'unsafe-inline' and no 'unsafe-eval': Vite's build emits no
 * inline script, theme variables are set through the CSSOM (allowed), and content-service HTML is
 * sanitised before it is rendered.
 */
export interface SecurityHeaderOptions {
  /** Origins of the commerce API (calls and images), e.g. http://localhost:4000. */
  apiOrigins: string[];
}

const tagManagerOrigins = ['https://www.googletagmanager.com'];
const analyticsOrigins = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy({ apiOrigins }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...tagManagerOrigins],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...apiOrigins, ...tagManagerOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...apiOrigins, ...analyticsOrigins],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header, as a plain object for Vite's `preview.headers` or any Node server. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
