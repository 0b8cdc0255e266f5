/** The search words and sizes the API benchmarks vary their searches over. */

/** Terms of one and two words, whole and begun, and none. */
export const searchTerms = [
  'shirt',
  'home',
  'away',
  'kids',
  'scarf',
  'jacket',
  'sh',
  'tr',
  'home shirt',
  'kids away',
  '',
];

/** Sizes of the size filter (letters and a kids' number). */
export const searchSizes = ['s', 'm', 'l', 'xl', '128'];
