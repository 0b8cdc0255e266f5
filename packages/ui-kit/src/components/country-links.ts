// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { CountryLinks, type CountryLinksProps } from '../header/country-links/country-links.tsx';
