/** Basket components: lines with quantity steppers, voucher input, summary of totals. */

export {
  type BasketLineAddOn,
  type BasketLineData,
  type BasketLineProperty,
  lineTotalAmount,
  unitPriceAfterDiscount,
} from './basket-lines/basket-line-data.ts';
export { BasketLines, type BasketLinesProps } from './basket-lines/basket-lines.tsx';
export { QuantityStepper, type QuantityStepperProps } from './basket-lines/quantity-stepper.tsx';
export {
  BasketSummary,
  type BasketSummaryProps,
  type BasketTotalsData,
} from './basket-summary/basket-summary.tsx';
export {
  type AppliedVoucher,
  REMOVE_VOUCHER_FIELD,
  VoucherInput,
  type VoucherInputProps,
} from './voucher-input/voucher-input.tsx';
