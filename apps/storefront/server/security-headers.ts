/**
 * The security headers of every page the storefront server renders. The Content-Security-Policy
 * has no 'unsafe-inline' and no 'unsafe-eval': on a personal page the few inline scripts and
 * styles (the boot state, React's streaming runtime, the club theme) carry the response's nonce,
 * a fresh random value per response; a page a shared cache keeps has no nonce (every shopper
 * would get the same one) but the hashes of exactly those inline scripts and styles, with
 * 'strict-dynamic' so what they load runs too. Everything else comes from the shop's own origin.
 * Content-service HTML is sanitised before it is rendered, so no markup in it can smuggle a
 * script in either.
 */
import type { InlineHashes } from '../src/ssr/page-cache/inline-hashes.ts';

/** Options of {@link contentSecurityPolicy} and {@link securityHeaders}. */
export interface SecurityHeaderOptions {
  /** This response's nonce (see {@link createNonce}): a personal page's. */
  nonce: string;
  /**
   * The hashes of the inline scripts and styles of a page a shared cache may keep: the policy
   * allows them (and what they load, 'strict-dynamic') instead of the nonce.
   */
  hashes?: InlineHashes | undefined;
  /** Origins images may come from besides the shop itself (the API's public origin). */
  imageOrigins?: readonly string[];
  /**
   * Origins a form of the page may end up on besides the shop: the payment page the checkout's
   * form action redirects to (the API's test payment page; a hosted provider's). Browsers check a
   * form's redirects against `form-action`, so without it a checkout posted without JavaScript
   * could not reach the payment page.
   */
  paymentOrigins?: readonly string[];
  /** Whether the page was served over https: HSTS is sent then (browsers ignore it over http). */
  https?: boolean;
  /**
   * Development (`pnpm dev`): Vite puts each module's CSS into the page as inline style elements
   * while it serves the source, so styles may be inline there. Scripts stay as strict as ever.
   */
  development?: boolean;
}

const tagManagerOrigins = ['https://www.googletagmanager.com'];
const analyticsOrigins = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The Content-Security-Policy header value of one response. */
export function contentSecurityPolicy({
  nonce,
  hashes,
  imageOrigins = [],
  paymentOrigins = [],
  development = false,
}: SecurityHeaderOptions): string {
  // A shared page's inline scripts by hash; 'self' and the tag manager stay for browsers without
  // 'strict-dynamic' (CSP level 2), which the others ignore in its presence.
  const inlineScripts = hashes ? ["'strict-dynamic'", ...hashes.scripts] : [`'nonce-${nonce}'`];
  const inlineStyles = hashes ? hashes.styles : [`'nonce-${nonce}'`];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...tagManagerOrigins],
    // (A nonce would make browsers ignore 'unsafe-inline': development has none for styles.)
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineStyles],
    'img-src': ["'self'", 'data:', ...imageOrigins, ...tagManagerOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analyticsOrigins],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...paymentOrigins],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of a rendered page, as a plain object. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
