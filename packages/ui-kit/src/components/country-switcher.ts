// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { CountrySwitcher, type CountrySwitcherProps } from '../header/country-switcher/country-switcher.tsx';
