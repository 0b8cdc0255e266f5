import type { ImageData } from '../image/image-data.ts';
import type { MoneyAmount } from '../price/money.ts';
import type { StockStatus } from '../stock-availability/stock-status.ts';

/**
 * What a product card shows. The field names follow the contract's product
 * (docs/product/requirements.md#entities: `name`, `price.unitPrice.amount`,
 * `price.discountPrice.amount`, `price.savings.amount`, `attributes.colorName`, plus `url`,
 * `image`, `availability`), so the api-sdk's product summary of a search or category answer fits as
 * it is.
 */
export interface ProductSummary {
  /** The product's id: the same for every colour variant of the product. */
  id: string | number;
  /** The listed variant's id (the contract's `variantId`): unique per colour. */
  variantId?: string | null | undefined;
  name: string;
  /** Where the card links to (the variant's page). */
  url: string;
  image?: ImageData | null | undefined;
  price: {
    unitPrice: MoneyAmount;
    discountPrice?: MoneyAmount | null | undefined;
    savings?: MoneyAmount | null | undefined;
  };
  attributes?:
    | {
        colorName?: string | null | undefined;
      }
    | null
    | undefined;
  /** Stock state (the contract's `availability`); nothing shown when absent. */
  availability?: StockStatus | null | undefined;
  /** When a preorder ships (the contract's stock `preorder`). */
  preorder?: { expectedDeliveryDate: string; message?: string | undefined } | null | undefined;
}
