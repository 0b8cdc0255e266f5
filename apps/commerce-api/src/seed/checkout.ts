/**
 * Checkout reference data: shipping methods per destination country (home delivery, parcel shop
 * with drop points (`drop-points.ts`), express; free above a threshold), payment methods (card and PayPal
 * everywhere, MobilePay for Denmark, Klarna for Germany) and demo vouchers.
 *
 * Demo vouchers: WELCOME10 (10 %, goes with no other code), SAVE5 (5 GBP / 5 EUR / 40 DKK off
 * an order of at least 25 GBP / 28.75 EUR / 215 DKK) and FREESHIP (free shipping), which go
 * together (so the public codes never make a 0.00 order),
 * EXPIRED20 (expired), NOTYET15 (starts in 2099), SINGLE15 and ONCE25 (15 % / 25 %, single use),
 * USED30 (single use, already redeemed).
 */

import type { Db } from '../db/database';
import { paymentMethods, shippingMethods, vouchers } from '../db/tables/checkout';
import { seedDropPoints } from './drop-points';

type Prices = Record<'GBP' | 'EUR' | 'DKK', number>;

/** Minor units per currency for an amount in pounds (rounded to the shop's usual steps). */
function fromPounds(pounds: number): Prices {
  return {
    GBP: Math.round(pounds * 100),
    EUR: Math.round(pounds * 1.15 * 20) * 5,
    DKK: Math.round(pounds * 8.6) * 100,
  };
}

interface MethodSeed {
  kind: 'home' | 'parcelShop' | 'express';
  carrier: string;
  name: Record<string, string>;
  deliveryTime: Record<string, string>;
  pounds: number;
  freeFromPounds: number | null;
}

const METHODS: Record<string, MethodSeed[]> = {
  GB: [
    {
      kind: 'home',
      carrier: 'Royal Mail',
      name: { en: 'Home delivery', de: 'Lieferung nach Hause', da: 'Levering til døren' },
      deliveryTime: { en: '2-3 working days', de: '2-3 Werktage', da: '2-3 hverdage' },
      pounds: 3.95,
      freeFromPounds: 50,
    },
    {
      kind: 'parcelShop',
      carrier: 'InPost',
      name: {
        en: 'Parcel locker or shop',
        de: 'Paketstation oder Paketshop',
        da: 'Pakkeboks eller pakkeshop',
      },
      deliveryTime: { en: '2-4 working days', de: '2-4 Werktage', da: '2-4 hverdage' },
      pounds: 2.95,
      freeFromPounds: 50,
    },
    {
      kind: 'express',
      carrier: 'DPD',
      name: { en: 'Express next day', de: 'Express am nächsten Tag', da: 'Ekspres næste dag' },
      deliveryTime: { en: 'Next working day', de: 'Nächster Werktag', da: 'Næste hverdag' },
      pounds: 7.95,
      freeFromPounds: null,
    },
  ],
  DE: [
    {
      kind: 'home',
      carrier: 'DHL',
      name: { en: 'Home delivery', de: 'Lieferung nach Hause', da: 'Levering til døren' },
      deliveryTime: { en: '2-4 working days', de: '2-4 Werktage', da: '2-4 hverdage' },
      pounds: 4.3,
      freeFromPounds: 52,
    },
    {
      kind: 'parcelShop',
      carrier: 'DHL',
      name: {
        en: 'Packstation or parcel shop',
        de: 'Packstation oder Paketshop',
        da: 'Packstation eller pakkeshop',
      },
      deliveryTime: { en: '2-4 working days', de: '2-4 Werktage', da: '2-4 hverdage' },
      pounds: 3.45,
      freeFromPounds: 52,
    },
    {
      kind: 'express',
      carrier: 'DHL Express',
      name: { en: 'Express', de: 'Express', da: 'Ekspres' },
      deliveryTime: { en: '1-2 working days', de: '1-2 Werktage', da: '1-2 hverdage' },
      pounds: 8.65,
      freeFromPounds: null,
    },
  ],
  DK: [
    {
      kind: 'home',
      carrier: 'PostNord',
      name: { en: 'Home delivery', de: 'Lieferung nach Hause', da: 'Levering til døren' },
      deliveryTime: { en: '1-3 working days', de: '1-3 Werktage', da: '1-3 hverdage' },
      pounds: 5.7,
      freeFromPounds: 58,
    },
    {
      kind: 'parcelShop',
      carrier: 'PostNord',
      name: { en: 'Parcel shop', de: 'Paketshop', da: 'Pakkeshop' },
      deliveryTime: { en: '1-3 working days', de: '1-3 Werktage', da: '1-3 hverdage' },
      pounds: 4.55,
      freeFromPounds: 58,
    },
    {
      kind: 'express',
      carrier: 'GLS',
      name: { en: 'Express', de: 'Express', da: 'Ekspres' },
      deliveryTime: { en: 'Next working day', de: 'Nächster Werktag', da: 'Næste hverdag' },
      pounds: 11.5,
      freeFromPounds: null,
    },
  ],
  // Every other destination.
  '*': [
    {
      kind: 'home',
      carrier: 'DHL',
      name: { en: 'International delivery', de: 'Internationaler Versand', da: 'International levering' },
      deliveryTime: { en: '4-8 working days', de: '4-8 Werktage', da: '4-8 hverdage' },
      pounds: 12.95,
      freeFromPounds: 150,
    },
  ],
};

const KIND_ID = { home: 'home', parcelShop: 'parcelshop', express: 'express' } as const;

/** Seeds shipping methods, payment methods and demo vouchers. */
export async function seedCheckout(db: Db): Promise<void> {
  const methodRows = Object.entries(METHODS).flatMap(([country, methods]) =>
    methods.map((method, index) => ({
      id: `${country === '*' ? 'intl' : country.toLowerCase()}-${KIND_ID[method.kind]}`,
      country,
      kind: method.kind,
      carrier: method.carrier,
      name: method.name,
      deliveryTime: method.deliveryTime,
      prices: fromPounds(method.pounds),
      freeFrom: method.freeFromPounds === null ? null : fromPounds(method.freeFromPounds),
      hasDropPoints: method.kind === 'parcelShop',
      sortOrder: index,
    })),
  );
  await db.insert(shippingMethods).values(methodRows).onConflictDoNothing();
  // The parcel-shop methods' points: real places with coordinates (seed/drop-points.ts).
  await seedDropPoints(db);

  await db
    .insert(paymentMethods)
    .values([
      { id: 'card', name: 'Card (Visa, Mastercard)', countries: null, sortOrder: 0 },
      { id: 'mobilepay', name: 'MobilePay', countries: ['DK'], sortOrder: 1 },
      { id: 'klarna', name: 'Klarna', countries: ['DE'], sortOrder: 2 },
      { id: 'paypal', name: 'PayPal', countries: null, sortOrder: 3 },
    ])
    .onConflictDoNothing();

  const base = {
    percent: null,
    amounts: null,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    redemptionCount: 0,
  };
  await db
    .insert(vouchers)
    .values([
      { ...base, code: 'WELCOME10', kind: 'percentage', percent: 10, description: '10 % off your order' },
      {
        ...base,
        code: 'SAVE5',
        kind: 'fixed',
        amounts: { GBP: 500, EUR: 500, DKK: 4000 },
        description: 'A fiver off your order',
        stackable: true,
        minimumOrderValue: fromPounds(25),
      },
      { ...base, code: 'FREESHIP', kind: 'freeShipping', description: 'Free shipping', stackable: true },
      {
        ...base,
        code: 'EXPIRED20',
        kind: 'percentage',
        percent: 20,
        validUntil: new Date('2025-01-01T00:00:00Z'),
        description: '20 % off (expired)',
      },
      {
        ...base,
        code: 'NOTYET15',
        kind: 'percentage',
        percent: 15,
        validFrom: new Date('2099-01-01T00:00:00Z'),
        description: '15 % off from 2099',
      },
      {
        ...base,
        code: 'SINGLE15',
        kind: 'percentage',
        percent: 15,
        maxRedemptions: 1,
        description: '15 % off, single use',
      },
      {
        ...base,
        code: 'ONCE25',
        kind: 'percentage',
        percent: 25,
        maxRedemptions: 1,
        description: '25 % off, single use',
      },
      {
        ...base,
        code: 'USED30',
        kind: 'percentage',
        percent: 30,
        maxRedemptions: 1,
        redemptionCount: 1,
        description: '30 % off, single use (used)',
      },
    ] satisfies Array<typeof vouchers.$inferInsert>)
    .onConflictDoNothing();
}
