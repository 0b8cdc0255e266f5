/**
 * The limits of the fields staff fill in, in characters (code points) or items: the admin API
 * and the back office's forms read them from here (decision 0054).
 */
export const adminFieldLimits = {
  /** A staff password (issue 43): longer than a shopper's, and none of the common ones. */
  staffPassword: { min: 12, max: 128 },
  voucher: { codeMin: 3, codeMax: 40, description: 200, percentMin: 1, percentMax: 100 },
  shippingMethod: { carrier: 100, text: 200 },
  dropPoint: {
    name: 120,
    street: 200,
    zipCode: 10,
    city: 100,
    openingHoursLine: 100,
    openingHoursLines: 14,
    /** The most drop points one import carries. */
    perImport: 2000,
  },
  contentPage: {
    path: 500,
    title: 200,
    contentAlias: 100,
    seoTitle: 200,
    seoDescription: 500,
    redirect: 1000,
  },
  addOn: {
    /** The most players one squad list holds. */
    players: 200,
    playerNumberMin: 0,
    playerNumberMax: 99,
    /** The most add-ons one product offers. */
    perProduct: 20,
  },
  category: { name: 200, url: 500, parentId: 200, metaTitle: 200, metaDescription: 500, key: 200 },
} as const;
