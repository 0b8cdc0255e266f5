/** Footer: usps, link sections, newsletter slot, company info and copyright. */
export { Footer, type FooterProps } from './footer/footer.tsx';
export type { CompanyInfo, FooterData, FooterLink, FooterLinkSection } from './footer-types.ts';
