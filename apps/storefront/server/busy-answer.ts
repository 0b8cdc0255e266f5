/**
 * The answer to a page the server could not start rendering in time (render-admission.ts): 503
 * with `Retry-After`, never stored by a cache, small, and said in each language of the shop (the
 * site's own language would take a question to the API, which is what a busy server must not
 * ask). A caller asking for JSON gets the API's error shape instead.
 */

/** When to ask again, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const MESSAGES = [
  ['en', 'The shop is busy right now. Please try again in a moment.'],
  ['de', 'Der Shop ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.'],
  ['da', 'Butikken har travlt lige nu. Prøv igen om et øjeblik.'],
] as const;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>503</title></head>
<body>${MESSAGES.map(([lang, text]) => `<p lang="${lang}">${text}</p>`).join('')}</body></html>
`;

const JSON_BODY = JSON.stringify({
  success: false,
  errors: [{ message: MESSAGES[0][1], code: 'Storefront.Error.Busy' }],
});

/** The 503 for a request the server sheds (HTML, or JSON when the request asks for it). */
export function busyAnswer(accept: string | undefined): Response {
  const json = /\bapplication\/json\b/.test(accept ?? '') && !/\btext\/html\b/.test(accept ?? '');
  return new Response(json ? JSON_BODY : HTML, {
    status: 503,
    headers: {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
      // Nothing to run or load on this page.
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
