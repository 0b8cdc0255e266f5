import type { NewsletterSignupRequest } from '@clubshop/api-sdk';
import type { ApiClient, Logger } from '@clubshop/auth';

/** The newsletter signup sent beside the checkout when the shopper ticked the box. */
export interface CheckoutNewsletter {
  /** The site's newsletter list id (settings `newsletter.listId`). */
  listId: string;
  /** Terms page id, email and first name. */
  signup: NewsletterSignupRequest;
}

/** What {@link submitCheckout} sends. */
export interface SubmitCheckoutInput {
  /** The chosen payment method id. */
  paymentProviderId: string;
  /** Present when the newsletter box is ticked. */
  newsletter?: CheckoutNewsletter | undefined;
}

/** What {@link submitCheckout} needs around the input. */
export interface SubmitCheckoutContext {
  client: Pick<ApiClient, 'basket' | 'users'>;
  /** The basket token. */
  token: string;
  /** The site root the payment returns to, e.g. `https://northbridge-gb.example/` (ends with `/`). */
  siteRoot: string;
  /** Sends the browser to the payment page. */
  navigate: (url: string) => void;
  logger: Logger;
}

/** The site root of the current page: its origin with a trailing slash. */
export function currentSiteRoot(): string {
  return `${globalThis.location.origin}/`;
}

/**
 * The return and cancel URLs of docs/product/requirements.md#basket: site root + `receipt/` and
 * site root + `checkout/`.
 */
export function paymentReturnUrls(siteRoot: string): { returnUrl: string; cancelUrl: string } {
  const root = siteRoot.endsWith('/') ? siteRoot : `${siteRoot}/`;
  return { returnUrl: `${root}receipt/`, cancelUrl: `${root}checkout/` };
}

/**
 * Submits the checkout (`POST /api/baskets/{token}/checkout`) and, when the newsletter box is
 * ticked, the newsletter signup in parallel (`Promise.all`). On success the browser goes to the
 * payment URL. `success: false` rejects with the first error's message (or an empty one). A
 * failed newsletter signup is logged and does not hold up the payment.
 *
 * @returns the payment URL navigated to
 */
export async function submitCheckout(
  input: SubmitCheckoutInput,
  context: SubmitCheckoutContext,
): Promise<string> {
  const { client, token, logger } = context;
  const newsletter = input.newsletter;
  const [payment] = await Promise.all([
    client.basket.checkout(token, {
      paymentProviderId: input.paymentProviderId,
      ...paymentReturnUrls(context.siteRoot),
    }),
    newsletter
      ? client.users.newsletterSignup(newsletter.listId, newsletter.signup).catch((error: unknown) => {
          logger.error('ClubShop newsletter signup at checkout failed', error);
        })
      : undefined,
  ]);
  context.navigate(payment.url);
  return payment.url;
}
