// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  type CheckoutCountryOption,
  CountrySelect,
  type CountrySelectProps,
} from '../forms/country-select/country-select.tsx';
