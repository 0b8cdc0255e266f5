/** Prices of the catalogue as the contract shows them (major units, with currency). */

/** Minor units -> contract money. */
export function money(minor: number, currency: string) {
  return { amount: Math.round(minor) / 100, currency };
}

/** The price of a colour variant: unit price, and discount price with savings when on sale. */
export function productPrice(unitPrice: number, discountPrice: number | null | undefined, currency: string) {
  if (discountPrice === null || discountPrice === undefined || discountPrice >= unitPrice) {
    return { unitPrice: money(unitPrice, currency) };
  }
  return {
    unitPrice: money(unitPrice, currency),
    discountPrice: money(discountPrice, currency),
    savings: money(unitPrice - discountPrice, currency),
  };
}
