/**
 * Shared rules of drop point searches: how many points one answers, and which zip codes are
 * plausible at all before a country's own rule (`../geocoding/`) looks at them.
 */

import { zipCodePattern } from '@clubshop/validation';

/** How many drop points one search answers with. */
export const DROP_POINTS_PER_SEARCH = 5;

/**
 * Zip codes we accept: letters, digits, spaces and dashes, 3 to 10 characters ("SW1A 1AA",
 * "8000"); the rule staff's drop points meet too (`@clubshop/validation`, decision 0054).
 */
const ZIP_PATTERN = zipCodePattern;

/** Normalises a zip code for comparison ("sw1a 1aa" -> "SW1A1AA"); null when implausible. */
export function normaliseZipCode(zip: string): string | null {
  const trimmed = zip.trim();
  if (!ZIP_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/[\s-]/g, '').toUpperCase();
}
