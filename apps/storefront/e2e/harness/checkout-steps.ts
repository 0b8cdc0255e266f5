/** Shared steps of the buying journeys (purchase and account). */
import type { Page } from 'playwright-core';
import type { Journey } from './journey.ts';

/** The basket link's accessible name holds the quantity ("Basket 2 items"). */
export function basketLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Basket/ });
}

/** Amounts like "£64.99" in a text, as numbers. */
export function amounts(text: string): number[] {
  return [...text.matchAll(/£\s?([\d,]+\.\d{2})/g)].map((match) => Number(match[1]?.replaceAll(',', '')));
}

/** Fills one address group of the checkout form (billing or shipping). */
export async function fillAddress(
  page: Page,
  group: string,
  address: {
    email?: string;
    firstName: string;
    lastName: string;
    street: string;
    zip: string;
    city: string;
    phone?: string;
  },
) {
  const fields = page.getByRole('group', { name: group });
  if (address.email) {
    await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(address.email);
    // Only the billing address repeats the e-mail (the shipping address has no confirmation).
    const confirmation = fields.getByRole('textbox', { name: 'Confirm email' });
    if (await confirmation.count()) await confirmation.fill(address.email);
  }
  if (address.phone) await fields.getByRole('textbox', { name: 'Phone' }).fill(address.phone);
  await fields.getByRole('textbox', { name: 'First name' }).fill(address.firstName);
  await fields.getByRole('textbox', { name: 'Last name' }).fill(address.lastName);
  await fields.getByRole('textbox', { name: 'Street and number' }).fill(address.street);
  await fields.getByRole('textbox', { name: 'Postcode' }).fill(address.zip);
  await fields.getByRole('textbox', { name: 'City' }).fill(address.city);
  await fields.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' });
}

/**
 * Fills the checkout of the current basket up to the payment page: billing address, a separate
 * shipping address, the parcel-shop method with a drop point found by zip code, newsletter,
 * card payment. Returns the order total the checkout showed.
 */
export async function checkoutToPayment(journey: Journey, email: string): Promise<number> {
  const { page } = journey;
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await fillAddress(page, 'Billing address', {
    email,
    phone: '+44 20 7946 0000',
    firstName: 'Alex',
    lastName: 'Morgan',
    street: '12 High Street',
    zip: 'SW1A 1AA',
    city: 'London',
  });
  await page.getByRole('checkbox', { name: 'Ship to a different address' }).check();
  // The shipping address has its own e-mail and phone (docs/product/requirements.md#entities: the
  // billing fields without the e-mail confirmation), both required.
  await fillAddress(page, 'Shipping address', {
    email: `shipping-${email}`,
    phone: '+44 161 496 0000',
    firstName: 'Sam',
    lastName: 'Morgan',
    street: '4 Church Lane',
    zip: 'M1 1AE',
    city: 'Manchester',
  });
  // Radio groups are fieldsets named by their legend (role group).
  const delivery = page.getByRole('group', { name: 'Delivery method' });
  await delivery.getByRole('radio', { name: /Parcel locker or shop/ }).check();
  // The drop point search appears with the method that needs it, started with the shipping zip.
  const dropPointZip = page.getByRole('textbox', { name: 'Postcode' }).last();
  await dropPointZip.fill('M1 1AE');
  await page.getByRole('button', { name: 'Find pick-up points' }).click();
  const points = page.getByRole('group', { name: 'Pick-up point' });
  await points.getByRole('radio').first().check();
  await page.getByRole('checkbox', { name: 'Sign me up for the newsletter' }).check();
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /Card/i }).check();
  // The checkout's own terms box, if the site has one (the footer's newsletter form has another).
  const terms = page.getByRole('main').getByRole('checkbox', { name: 'I accept the terms and conditions' });
  if (await terms.count()) await terms.check();
  const summary = page.getByRole('region', { name: 'Order summary' });
  // The summary lists subtotal, discounts, shipping and, last, the total.
  const total = amounts((await summary.textContent()) ?? '').at(-1) ?? Number.NaN;
  await journey.expectAccessible('checkout, filled');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
  return total;
}
