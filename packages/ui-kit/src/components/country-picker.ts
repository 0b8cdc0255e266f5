// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { findActiveCountry } from '../header/country-picker/active-country.ts';
export { CountryPicker, type CountryPickerProps } from '../header/country-picker/country-picker.tsx';
