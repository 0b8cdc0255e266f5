// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  type BasketLineAddOn,
  type BasketLineData,
  type BasketLineProperty,
  lineTotalAmount,
  unitPriceAfterDiscount,
} from '../basket/basket-lines/basket-line-data.ts';
export { BasketLines, type BasketLinesProps } from '../basket/basket-lines/basket-lines.tsx';
export { QuantityStepper, type QuantityStepperProps } from '../basket/basket-lines/quantity-stepper.tsx';
