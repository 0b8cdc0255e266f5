// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  type AppliedVoucher,
  REMOVE_VOUCHER_FIELD,
  VoucherInput,
  type VoucherInputProps,
} from '../basket/voucher-input/voucher-input.tsx';
