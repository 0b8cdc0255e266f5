/**
 * The headers of every picture the API generates or renders (`/media/...` SVGs, `/images/...`):
 * an SVG opened on its own is a document of the shop's origin, so it may run no script, load
 * nothing, and is sandboxed even if markup ever slipped into it (issue 43). Inline styles stay
 * allowed: SVG presentation attributes need none, but a `style` attribute in an upload of a later
 * kind would.
 */

/** The Content-Security-Policy of generated pictures. */
export const GENERATED_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Headers every generated or rendered picture carries. */
export const generatedImageHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': GENERATED_IMAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
};
