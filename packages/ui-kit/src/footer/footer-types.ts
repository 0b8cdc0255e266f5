import type { UspItem } from '../header/header-types.ts';

/** A link of a footer section. */
export interface FooterLink {
  text: string;
  url: string;
  target?: string | undefined;
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
  usps?: readonly UspItem[] | undefined;
  /** The footer image; `width` and `height` (when known) reserve its space before it loads. */
  image?: { url: string; altText?: string | undefined; width?: number; height?: number } | undefined;
  logo?: { url: string; altText?: string | undefined } | undefined;
  companyInfo?: CompanyInfo | undefined;
  linkSections?: readonly FooterLinkSection[] | undefined;
  copyright?: string | undefined;
}
