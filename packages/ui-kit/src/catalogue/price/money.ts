/**
 * An amount of money as the commerce API sends it (`{ amount }`, optionally with a currency);
 * the api-sdk's money type fits it. Without a currency the site's currency applies.
 */
export interface MoneyAmount {
  amount: number;
  currency?: string | null | undefined;
}

/** True when a discount price is given and lower than the unit price. */
export function isDiscounted(
  unitPrice: MoneyAmount,
  discountPrice: MoneyAmount | null | undefined,
): discountPrice is MoneyAmount {
  return !!discountPrice && discountPrice.amount < unitPrice.amount;
}
