/**
 * The test payment page: minimal server-rendered HTML with an Approve and a Cancel button, each a
 * plain form POSTing back (no script at all). Its Content-Security-Policy allows nothing but its
 * own stylesheet (by hash) and form posts to itself and to the shop it returns to: browsers also
 * check `form-action` against the redirect that follows a post.
 */
import { createHash } from 'node:crypto';
import { escapeMarkup } from '../shared/escape-markup.ts';

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{font-weight:600}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:.4rem;border:2px solid #18181b;cursor:pointer}
button.approve{background:#166534;border-color:#166534;color:#fff}
button.cancel{background:#fff;color:#18181b}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{color:#52525b;font-size:.9rem}
`;

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/**
 * The page's `Referrer-Policy`. Its forms post to the page's own origin, and a browser sends the
 * real `Origin` with those posts only under a policy that lets the origin out: `no-referrer`
 * makes it `Origin: null`, which the storefront server (forwarding `/payment` under the shop's
 * address) refuses as a cross-site write. `same-origin` sends the origin to the page itself and
 * nothing (no session id in a Referer) to any other origin, the shop's return pages included
 * when the page is served from the API's own address.
 */
export const PAYMENT_PAGE_REFERRER_POLICY = 'same-origin';

/** Escapes text for HTML (the one escape of markup the API writes, `shared/escape-markup.ts`). */
export const escapeHtml = escapeMarkup;

/** The Content-Security-Policy of the page: no script, its own style, forms to itself and the shop. */
export function paymentPageCsp(formTargets: readonly string[]): string {
  const origins = [...new Set(formTargets.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    `style-src '${STYLE_HASH}'`,
    `form-action 'self' ${origins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The payment page's words in the shop's culture (dictionary keys `Payment.TestPage.*`, read by
 * the routes with `siteTexts`), and the culture for its `lang`.
 */
export interface PaymentPageTexts {
  lang: string;
  title: string;
  note: string;
  shop: string;
  amount: string;
  method: string;
  approve: string;
  cancel: string;
  problemTitle: string;
  backToShop: string;
}

/** The page's words when no shop (so no culture) is known: a payment that does not exist. */
export const englishPaymentPageTexts: PaymentPageTexts = {
  lang: 'en',
  title: 'Test payment',
  note: 'This is the ClubShop test payment page. No money is moved.',
  shop: 'Shop',
  amount: 'Amount',
  method: 'Method',
  approve: 'Approve payment',
  cancel: 'Cancel payment',
  problemTitle: 'Payment not possible',
  backToShop: 'Back to the shop',
};

function layout(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The page of a pending payment, in the shop's culture. */
export function paymentPage(
  input: {
    sessionId: string;
    amount: string;
    paymentMethod: string;
    shop: string;
  },
  texts: PaymentPageTexts = englishPaymentPageTexts,
): string {
  const id = encodeURIComponent(input.sessionId);
  const text = (value: string) => escapeHtml(value);
  return layout(
    texts.lang,
    texts.title,
    `<h1>${text(texts.title)}</h1>
<p class="note">${text(texts.note)}</p>
<dl>
<dt>${text(texts.shop)}</dt><dd>${escapeHtml(input.shop)}</dd>
<dt>${text(texts.amount)}</dt><dd>${escapeHtml(input.amount)}</dd>
<dt>${text(texts.method)}</dt><dd>${escapeHtml(input.paymentMethod)}</dd>
</dl>
<div class="actions">
<form method="post" action="/payment/${id}/approve"><button type="submit" class="approve">${text(texts.approve)}</button></form>
<form method="post" action="/payment/${id}/cancel"><button type="submit" class="cancel">${text(texts.cancel)}</button></form>
</div>`,
  );
}

/** A page saying why a payment cannot go on, with a way back to the shop. */
export function paymentProblemPage(
  message: string,
  backUrl: string | undefined,
  texts: PaymentPageTexts = englishPaymentPageTexts,
): string {
  return layout(
    texts.lang,
    texts.problemTitle,
    `<h1>${escapeHtml(texts.problemTitle)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(texts.backToShop)}</a></p>` : ''}`,
  );
}

/** Appends query parameters to a URL the shop gave (keeping its own). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
