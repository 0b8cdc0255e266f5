/** Basket components: lines with quantity steppers, voucher input, summary of totals. */

export { BasketLines, type BasketLinesProps } from './basket-lines/BasketLines.tsx';
export {
  type BasketLineAddOn,
  type BasketLineData,
  type BasketLineProperty,
  lineTotalAmount,
  unitPriceAfterDiscount,
} from './basket-lines/basket-line-data.ts';
export { QuantityStepper, type QuantityStepperProps } from './basket-lines/QuantityStepper.tsx';
export {
  BasketSummary,
  type BasketSummaryProps,
  type BasketTotalsData,
} from './basket-summary/BasketSummary.tsx';
export {
  type AppliedVoucher,
  REMOVE_VOUCHER_FIELD,
  VoucherInput,
  type VoucherInputProps,
} from './voucher-input/VoucherInput.tsx';
