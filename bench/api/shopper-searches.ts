/** The search words and sizes the API benchmarks vary their searches over. */

/** Terms of one and two words, whole and begun, mistyped, and none. */
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
  // Mistyped: nothing matches as typed, so words a few edits off answer (decision 0071).
  'shrit',
  'home scraf',
  '',
];

/** Sizes of the size filter (letters and a kids' number). */
export const searchSizes = ['s', 'm', 'l', 'xl', '128'];
