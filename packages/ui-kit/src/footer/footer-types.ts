import type { UspItem } from '../header/header-types.ts';

/** A link of a footer section. */
export interface FooterLink {
  text: string;
  url: string;
  target?: string;
}

/** A footer link section: a headline and its links. */
export interface FooterLinkSection {
  headline: string;
  links: readonly FooterLink[];
}

/** The club's company details shown in the footer. */
export interface CompanyInfo {
  name: string;
  /** Company registration number (CVR). */
  cvr?: string;
  address?: string;
  zip?: string;
  city?: string;
  email?: string;
}

/** The footer of the site settings. */
export interface FooterData {
  usps?: readonly UspItem[];
  image?: { url: string; altText?: string };
  logo?: { url: string; altText?: string };
  companyInfo?: CompanyInfo;
  linkSections?: readonly FooterLinkSection[];
  copyright?: string;
}
