/**
 * Issue 43, findings 6 and 7 (money): two checkout tabs paying, a basket changed during payment,
 * a webhook retried after the payment session's lifetime, and a webhook that never comes. Each
 * ends with exactly one order for the money kept: the provider's charges less its refunds equal
 * the order's payment, or nothing is kept and no order made.
 */
import { queryAt } from '../../../../apps/commerce-api/test/support/sql.ts';
import { type Check, type Context, check, type Scenario } from '../scenario.ts';
import { Shopper } from '../shopper.ts';

const storeId = 'northbridge-dk';

/** Two items in stock of the Danish shop (setup: read from the database). */
async function itemsOf(context: Context): Promise<string[]> {
  const rows = await queryAt<{ id: string }>(
    context.stack.adminDatabaseUrl,
    `select i.id from items i join products p on p.id = i.product_id
       join variant_prices vp on vp.variant_id = i.variant_id and vp.currency = 'DKK'
     where p.club_id = 'northbridge' and i.stock_state = 'InStock' and i.stock_quantity >= 25
     order by i.id limit 2`,
  );
  return rows.map((row) => row.id);
}

/** The orders of a shopper's e-mail, as the club's owner sees them. */
async function ordersOf(context: Context, email: string): Promise<number> {
  const answer = await context.cast.root.api(
    'GET',
    `/orders?q=${encodeURIComponent(email)}&storeId=${storeId}`,
  );
  return Number(answer.json?.total ?? -1);
}

/** One order and the money of one payment kept, or no order and nothing kept. */
function balanced(orders: number, money: ReturnType<Shopper['money']>, amountOfOne: number): boolean {
  const kept = money.charged - money.refunded;
  return (orders === 1 && kept === amountOfOne) || (orders === 0 && kept === 0);
}

const describeMoney = (orders: number, money: ReturnType<Shopper['money']>) =>
  `${orders} order(s); ${money.charges} charge(s) of ${money.charged}, ${money.refunds} refund(s) of ${money.refunded} (minor units)`;

/** Waits (up to `ms`) for `test` to hold. */
async function eventually(test: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await test()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return test();
}

export const twoTabs: Scenario = {
  id: 'two-tabs',
  title: 'two checkout tabs paying: one open session per basket, second charge refused or refunded',
  async run(context) {
    const checks: Check[] = [];
    const [item = ''] = await itemsOf(context);
    const shopper = new Shopper(context.front, storeId, context.stack, '127.0.0.41');
    const amountOf = (url: string) =>
      context.stack.double.sessions.get(url.split('/').pop() ?? '')?.amount_total ?? 0;

    // The first tab's page is closed by the second checkout: paying it is refused.
    const email = `two-tabs-${Date.now()}@probe.example`;
    const token = await shopper.readyBasket(email, item);
    const first = await shopper.checkOut(token);
    const second = await shopper.checkOut(token);
    const firstPaid = await shopper.pay(first);
    const secondPaid = await shopper.pay(second);
    const orders = await eventually(async () => (await ordersOf(context, email)) === 1, 5000).then(() =>
      ordersOf(context, email),
    );
    const money = shopper.money([first, second]);
    checks.push(
      check(
        'tab 1 opened, tab 2 opened, both paid in turn: the first page refuses, one order, one charge',
        firstPaid !== 303 &&
          secondPaid === 303 &&
          orders === 1 &&
          money.charges === 1 &&
          balanced(orders, money, amountOf(second)),
        `tab 1 pay ${firstPaid}, tab 2 pay ${secondPaid}; ${describeMoney(orders, money)}`,
      ),
    );

    // The first tab paid before the second checkout could close it (its event still on its way).
    const racedEmail = `two-tabs-raced-${Date.now()}@probe.example`;
    const raced = await shopper.readyBasket(racedEmail, item);
    const tab1 = await shopper.checkOut(raced);
    const tab1Event = await shopper.payHeld(tab1);
    const tab2 = await shopper.checkOut(raced).catch((error: Error) => `refused: ${error.message}`);
    let tab2Paid = 0;
    if (tab2.startsWith('http')) tab2Paid = await shopper.pay(tab2);
    const lateStatus = await context.stack.deliverWebhook(tab1Event);
    await context.stack.deliverWebhook(tab1Event);
    const racedOrders = await ordersOf(context, racedEmail);
    const racedMoney = shopper.money(tab2.startsWith('http') ? [tab1, tab2] : [tab1]);
    checks.push(
      check(
        'tab 1 paid (event late), tab 2 paid: one order, the other charge refunded in full, once',
        racedOrders === 1 && balanced(racedOrders, racedMoney, amountOf(tab1)) && racedMoney.refunds <= 1,
        `tab 2 checkout ${tab2.startsWith('http') ? 'opened' : tab2}, pay ${tab2Paid}; tab 1's event ${lateStatus} (sent twice); ${describeMoney(racedOrders, racedMoney)}`,
      ),
    );
    return checks;
  },
};

export const basketChanged: Scenario = {
  id: 'basket-changed',
  title: 'basket changed during payment',
  async run(context) {
    const [item = '', other = ''] = await itemsOf(context);
    const shopper = new Shopper(context.front, storeId, context.stack, '127.0.0.42');
    const email = `changed-${Date.now()}@probe.example`;
    const token = await shopper.readyBasket(email, item);
    const url = await shopper.checkOut(token);
    const event = await shopper.payHeld(url);
    const changed = await shopper.api('POST', `/api/baskets/${token}`, { productId: other, quantity: 1 });
    const delivered = await context.stack.deliverWebhook(event);
    const orders = await ordersOf(context, email);
    const money = shopper.money([url]);
    const amount = context.stack.double.sessions.get(url.split('/').pop() ?? '')?.amount_total ?? 0;
    return [
      check(
        'paid, then an item added before the event arrived: the order that was paid for, or the charge refunded',
        balanced(orders, money, amount),
        `basket change ${changed.status}, event ${delivered}; ${describeMoney(orders, money)}`,
      ),
    ];
  },
};

export const lateWebhook: Scenario = {
  id: 'late-webhook',
  title: 'webhook retried late (after the session expired), and never delivered (reconciliation)',
  async run(context) {
    const checks: Check[] = [];
    const [item = ''] = await itemsOf(context);
    const shopper = new Shopper(context.front, storeId, context.stack, '127.0.0.43');
    const email = `late-${Date.now()}@probe.example`;
    const token = await shopper.readyBasket(email, item);
    const url = await shopper.checkOut(token);
    const event = await shopper.payHeld(url);
    // The first delivery fails (the API is down): the shop never hears it. Stripe retries 45
    // minutes later; the probe moves the session's times back instead of waiting.
    await queryAt(
      context.stack.adminDatabaseUrl,
      `update payment_sessions set created_at = created_at - interval '45 minutes',
         expires_at = expires_at - interval '45 minutes' where basket_token = $1`,
      [shopper.heldToken()],
    );
    const delivered = await context.stack.deliverWebhook(event);
    const orders = await ordersOf(context, email);
    const money = shopper.money([url]);
    const amount = context.stack.double.sessions.get(url.split('/').pop() ?? '')?.amount_total ?? 0;
    checks.push(
      check(
        'an event retried 45 minutes after payment still makes the order',
        delivered === 200 && orders === 1 && money.refunds === 0 && balanced(orders, money, amount),
        `event ${delivered}; ${describeMoney(orders, money)}`,
      ),
    );

    // Never delivered: the periodic reconciliation against the provider settles it.
    const lostEmail = `lost-${Date.now()}@probe.example`;
    const lost = await shopper.readyBasket(lostEmail, item);
    const lostUrl = await shopper.checkOut(lost);
    await shopper.payHeld(lostUrl);
    await context.stack.restartApi2({ PAYMENT_RECONCILE_INTERVAL_MS: '2000' });
    const started = Date.now();
    const settled = await eventually(async () => (await ordersOf(context, lostEmail)) === 1, 30_000);
    const lostMoney = shopper.money([lostUrl]);
    checks.push(
      check(
        'an event never delivered: reconciliation makes the order (API instance with a 2 s interval)',
        settled && lostMoney.refunds === 0,
        `${settled ? `order after ${Math.round((Date.now() - started) / 1000)} s` : 'no order within 30 s'}; ${describeMoney(await ordersOf(context, lostEmail), lostMoney)}`,
      ),
    );
    await context.stack.restartApi2({});
    return checks;
  },
};
