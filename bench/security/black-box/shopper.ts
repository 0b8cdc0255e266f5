/**
 * A shopper of a site, as the storefront's page scripts call the shop: the API through Varnish
 * and the storefront server (same origin), and the provider's hosted payment page (the Stripe
 * double). What the provider holds (sessions, charges, refunds) is read from the double, as a
 * club reads its Stripe dashboard.
 */
import { type Answer, CookieJar, jsonOf, send } from './http.ts';
import type { Stack } from './stack.ts';

/** One shopper on one site. */
export class Shopper {
  readonly host: string;
  /**
   * The shopper's browser cookies: the storefront server keeps the basket token in an HttpOnly
   * one and the page calls its basket `current` (decision 0076).
   */
  readonly jar = new CookieJar();

  constructor(
    readonly front: string,
    readonly storeId: string,
    readonly stack: Stack,
    readonly from: string,
  ) {
    this.host = `${storeId}.localhost:${stack.ports.varnish}`;
  }

  /** A call of the shop's API from a page of the shop. */
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read loosely by the scenarios
  async api(method: string, path: string, body?: unknown): Promise<Answer & { json: any }> {
    const answer = await send(`${this.front}${path}`, {
      method,
      from: this.from,
      jar: this.jar,
      headers: {
        host: this.host,
        accept: 'application/json',
        ...(method === 'GET' ? {} : { origin: `http://${this.host}`, 'sec-fetch-site': 'same-origin' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { ...answer, json: jsonOf(answer) };
  }

  /** The basket token the storefront server holds for this shopper (its HttpOnly cookie). */
  heldToken(): string {
    const token = this.jar.cookies.get('clubshop_basket_token');
    if (!token) throw new Error('no basket cookie');
    return token;
  }

  /**
   * A basket with `itemId`, addressed (Denmark) and with home delivery chosen; the name the page
   * calls it by (`current`; the token itself is {@link heldToken}).
   */
  async readyBasket(email: string, itemId: string): Promise<string> {
    const created = await this.api('POST', '/api/baskets');
    const token = String(created.json?.summary?.token ?? '');
    if (!token) throw new Error(`no basket: ${created.status} ${created.body.slice(0, 200)}`);
    const added = await this.api('POST', `/api/baskets/${token}`, { productId: itemId, quantity: 1 });
    if (added.status !== 200)
      throw new Error(`could not add ${itemId}: ${added.status} ${added.body.slice(0, 200)}`);
    const address = await this.api('POST', `/api/checkout/${token}/billingaddress`, {
      email,
      emailConfirmation: email,
      phone: '+45 12 34 56 78',
      firstName: 'Ada',
      lastName: 'Lovelace',
      street: 'Vestergade 12',
      city: 'Aarhus',
      zipCode: '8000',
      country: 'DK',
    });
    if (address.status !== 200)
      throw new Error(`address refused: ${address.status} ${address.body.slice(0, 200)}`);
    const shipping = await this.api('POST', `/api/checkout/${token}/shipping`, {
      shippingMethodId: 'dk-home',
    });
    if (shipping.status !== 200)
      throw new Error(`shipping refused: ${shipping.status} ${shipping.body.slice(0, 200)}`);
    return token;
  }

  /** Checks the basket out (a tab's submit); the hosted payment page's address. */
  async checkOut(token: string): Promise<string> {
    const started = await this.api('POST', `/api/baskets/${token}/checkout`, {
      paymentProviderId: 'mobilepay',
      returnUrl: `http://${this.host}/receipt/`,
      cancelUrl: `http://${this.host}/checkout/`,
    });
    const url = String(started.json?.data?.url ?? '');
    if (!url) throw new Error(`checkout refused: ${started.status} ${started.body.slice(0, 300)}`);
    return url;
  }

  /** Presses Pay on the hosted page; the page's status (303 paid, 410 no longer payable). */
  async pay(url: string): Promise<number> {
    return (await send(url, { method: 'POST', from: this.from })).status;
  }

  /** Pays with the provider's event held back (not delivered); resolves with it. */
  async payHeld(url: string): Promise<{ payload: string; storeId: string }> {
    this.stack.holdWebhooks = true;
    try {
      const status = await this.pay(url);
      if (status !== 303) throw new Error(`the payment page answered ${status}`);
    } finally {
      this.stack.holdWebhooks = false;
    }
    const event = this.stack.heldEvents.pop();
    if (!event) throw new Error('the provider sent no event');
    return event;
  }

  /** What the provider holds for the hosted pages `urls`: charged and refunded, minor units. */
  money(urls: string[]): { charged: number; refunded: number; charges: number; refunds: number } {
    const double = this.stack.double;
    let charged = 0;
    let charges = 0;
    let refunded = 0;
    let refunds = 0;
    for (const url of urls) {
      const session = double.sessions.get(url.split('/').pop() ?? '');
      if (session?.payment_status !== 'paid') continue;
      charged += session.amount_total;
      charges++;
      for (const refund of double.refunds.values()) {
        if (refund.payment_intent !== session.payment_intent) continue;
        refunded += Number(refund.amount ?? 0);
        refunds++;
      }
    }
    return { charged, refunded, charges, refunds };
  }
}
