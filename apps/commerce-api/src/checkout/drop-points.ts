/**
 * Generated drop points (parcel shops, lockers) near a zip code, for the demo seed's parcel-shop
 * methods only (`generatedDropPoints`; staff store real ones, `stored-drop-points.ts`, decision
 * 0049). The demo has no carrier to ask, so it generates a plausible, stable list from the zip code: the same zip always gives the same
 * points with the same ids, which is what lets a chosen `dropPointId` be checked later without
 * storing every list ever shown.
 */

import { zipCodePattern } from '@clubshop/validation';
import type { DropPoint } from './tables.ts';

/** How many drop points one search answers with. */
export const DROP_POINTS_PER_SEARCH = 5;

/**
 * Zip codes we accept: letters, digits, spaces and dashes, 3 to 10 characters ("SW1A 1AA",
 * "8000"); the rule staff's drop points meet too (`@clubshop/validation`, decision 0054).
 */
const ZIP_PATTERN = zipCodePattern;

/** Normalises a zip code for comparison and ids ("sw1a 1aa" -> "SW1A1AA"); null when implausible. */
export function normaliseZipCode(zip: string): string | null {
  const trimmed = zip.trim();
  if (!ZIP_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Names and opening hours of a country's drop points, written as that country's carriers write
 * them (the shopper reads them on that country's site, in its language).
 */
const PLACES: Record<string, { shops: string[]; streets: string[]; cities: string[]; hours: string[] }> = {
  gb: {
    hours: ['Mon–Fri 08:00–20:00', 'Sat 09:00–18:00', 'Sun 10:00–16:00'],
    shops: ['Post Office', 'InPost Locker', 'Co-op', 'Tesco Express', 'Newsagent'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue'],
    cities: ['London', 'Manchester', 'Leeds', 'Bristol', 'Liverpool'],
  },
  de: {
    hours: ['Mo.–Fr. 08:00–20:00 Uhr', 'Sa. 09:00–18:00 Uhr', 'So. 10:00–16:00 Uhr'],
    shops: ['DHL Packstation', 'Postfiliale', 'Kiosk am Markt', 'REWE', 'Paketshop'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Dorfstraße', 'Bergstraße'],
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main'],
  },
  dk: {
    hours: ['Man.–fre. 8.00–20.00', 'Lør. 9.00–18.00', 'Søn. 10.00–16.00'],
    shops: ['Pakkeshop', 'Netto', 'Coop 365', 'Pakkeboks', 'Kiosk'],
    streets: ['Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Jernbanegade', 'Algade'],
    cities: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg'],
  },
};

/**
 * The drop points of a shipping method near a zip code. `zipCode` must be plausible
 * (see `normaliseZipCode`); unknown countries get the British set of names.
 */
export function generateDropPoints(shippingMethodId: string, zipCode: string, country: string): DropPoint[] {
  const normalised = normaliseZipCode(zipCode);
  if (normalised === null) return [];
  const places = PLACES[country.toLowerCase()] ?? PLACES.gb;
  if (!places) return [];
  let seed = hash(`${shippingMethodId}|${normalised}`);
  const next = () => {
    // xorshift32: small, deterministic and good enough to pick names.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x100000000;
  };
  const city = pick(places.cities, next());
  let distance = 150;
  return Array.from({ length: DROP_POINTS_PER_SEARCH }, (_, index) => {
    distance += Math.round(200 + next() * 900);
    const street = pick(places.streets, next());
    return {
      id: dropPointId(shippingMethodId, normalised, index + 1),
      name: `${pick(places.shops, next())} ${street.split(' ')[0]}`,
      street: `${street} ${1 + Math.floor(next() * 120)}`,
      zipCode: zipCode.trim().toUpperCase(),
      city,
      country: country.toUpperCase(),
      distance,
      openingHours: places.hours.slice(0, index % 2 === 0 ? 3 : 2),
    };
  });
}

/** Finds a drop point by id among those generated for its zip code, or undefined. */
export function findDropPoint(
  shippingMethodId: string,
  dropPointIdValue: string,
  zipCode: string,
  country: string,
): DropPoint | undefined {
  return generateDropPoints(shippingMethodId, zipCode, country).find(
    (point) => point.id === dropPointIdValue,
  );
}

function dropPointId(shippingMethodId: string, zip: string, n: number): string {
  return `${shippingMethodId}-${zip}-${n}`;
}

function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.floor(r * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** FNV-1a, never zero (xorshift would stay at zero). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h === 0 ? 1 : h;
}
