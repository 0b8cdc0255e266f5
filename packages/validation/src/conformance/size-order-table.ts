/**
 * The test table of the size order (docs/product/requirements.md#constants). Every side that orders
 * sizes runs it: the rule itself (`@clubshop/validation`), the SDK's re-export, the kit's size
 * picker and the API's size facets. A club team with its own backend can run it too.
 */
export const sizeOrderTable = {
  /** One label per size, in the order of docs/product/requirements.md#constants. */
  ordered: [
    '104',
    '110',
    '116',
    '122',
    '128',
    '134',
    '140',
    '146',
    '152',
    '164',
    '176',
    '5XS',
    '4XS',
    '3XS',
    '2XS',
    'XS',
    'S',
    'M',
    'L',
    'XL',
    '2XL',
    '3XL',
    '4XL',
    '5XL',
    '6XL',
    '7XL',
    'One Size',
  ],
  /** Spellings of the same size: each group compares equal and keeps its input order. */
  sameSize: [
    ['2XL', 'XXL', 'xxl', '2xl'],
    ['2XS', 'xxs', 'XXS'],
    ['3XL', 'xxxl'],
    ['7XL', 'xxxxxxxl'],
    ['XL', '1xl'],
    ['M', 'm', ' m '],
    ['onesize', 'One Size', 'one-size', 'ONE SIZE'],
  ],
  /**
   * Labels the order does not know, sorted: after every known label, alphabetically, numbers by
   * their value (98 before 158), case-insensitive. Out-of-range letter sizes (6XS, 8XL) are unknown.
   */
  unknown: {
    input: ['Tall', '158', 'adult', '8XL', '98', '6XS', 'XL', 'Kids'],
    sorted: ['XL', '6XS', '8XL', '98', '158', 'adult', 'Kids', 'Tall'],
  },
} as const;
