/**
 * The demo clubs and countries (docs: /tmp/demo-clubs.md values, kept exact): three clubs, each
 * sold in three countries with their own culture, currency, storeId and root category.
 */

/** A demo club. */
export interface DemoClub {
  id: string;
  themeName: string;
  siteName: string;
  primaryColor: string;
  secondaryColor: string;
  textColor: string;
  fontFamily: string;
  tagManager: { enabled: boolean; containerId?: string };
  /** Short code used in product ids. */
  code: string;
  serviceCloudClubIdentifier: string;
  company: { name: string; address: string; zip: string; city: string; email: string };
  /**
   * The company's registration number on each country's site, the one that country's label asks
   * for (`Footer.Cvr`): a VAT number on the British site, the USt-IdNr. on the German one, the
   * CVR number on the Danish one.
   */
  registrationNumbers: Record<'gb' | 'de' | 'dk', string>;
  /** Players a Player personalisation may print. */
  players: Array<{ name: string; number: number }>;
  founded: number;
  stadium: string;
}

/** A country a club sells in. */
export interface DemoCountry {
  /** Lower-case code used in the site address (`gb`). */
  code: string;
  /** ISO 3166-1 alpha-2 (`GB`). */
  iso: string;
  culture: 'en' | 'de' | 'da';
  locale: string;
  currency: 'GBP' | 'EUR' | 'DKK';
  /** Country name in each culture. */
  names: Record<'en' | 'de' | 'da', string>;
}

/** The three demo clubs. */
export const demoClubs: DemoClub[] = [
  {
    id: 'northbridge',
    themeName: 'northbridge',
    siteName: 'Northbridge FC',
    primaryColor: '#0B2545',
    secondaryColor: '#F2C14E',
    textColor: '#1B1B1B',
    fontFamily: '"Barlow", system-ui, sans-serif',
    tagManager: { enabled: true, containerId: 'GTM-NBFC001' },
    code: 'nb',
    serviceCloudClubIdentifier: 'club-northbridge',
    company: {
      name: 'Northbridge FC Retail Ltd',
      address: '1 Bridge Road',
      zip: 'NB1 4FC',
      city: 'Northbridge',
      email: 'shop@northbridge.example',
    },
    registrationNumbers: { gb: 'GB 412 2789 04', de: 'DE 317 442 901', dk: '41 22 78 90' },
    players: [
      { name: 'Harris', number: 1 },
      { name: 'Okafor', number: 4 },
      { name: 'Lindqvist', number: 8 },
      { name: 'Moreno', number: 9 },
      { name: 'Walsh', number: 10 },
      { name: 'Brennan', number: 23 },
    ],
    founded: 1889,
    stadium: 'Bridge Park',
  },
  {
    id: 'riverside',
    themeName: 'riverside',
    siteName: 'Riverside Rovers',
    primaryColor: '#1B5E20',
    secondaryColor: '#FFFFFF',
    textColor: '#102A12',
    fontFamily: '"Source Sans 3", system-ui, sans-serif',
    tagManager: { enabled: false },
    code: 'rr',
    serviceCloudClubIdentifier: 'club-riverside',
    company: {
      name: 'Riverside Rovers Merchandise ApS',
      address: 'Åbrinken 12',
      zip: '8000',
      city: 'Aarhus',
      email: 'fanshop@riverside.example',
    },
    registrationNumbers: { gb: 'GB 389 1451 26', de: 'DE 326 118 745', dk: '38 91 45 12' },
    players: [
      { name: 'Jensen', number: 1 },
      { name: 'Schmidt', number: 5 },
      { name: 'Nielsen', number: 7 },
      { name: 'Adeyemi', number: 11 },
      { name: 'Kowalski', number: 14 },
      { name: 'Fischer', number: 19 },
    ],
    founded: 1902,
    stadium: 'Riverbank Arena',
  },
  {
    id: 'harbour',
    themeName: 'harbour',
    siteName: 'Harbour City Athletic',
    primaryColor: '#B71C1C',
    secondaryColor: '#81D4FA',
    textColor: '#212121',
    fontFamily: 'Georgia, "Times New Roman", serif',
    tagManager: { enabled: true, containerId: 'GTM-HCA0042' },
    code: 'hc',
    serviceCloudClubIdentifier: 'club-harbour',
    company: {
      name: 'Harbour City Athletic GmbH',
      address: 'Hafenstraße 42',
      zip: '20457',
      city: 'Hamburg',
      email: 'store@harbour.example',
    },
    registrationNumbers: { gb: 'GB 298 1145 53', de: 'DE 298 114 553', dk: '42 98 11 45' },
    players: [
      { name: 'Becker', number: 1 },
      { name: 'Santos', number: 3 },
      { name: 'Andersen', number: 6 },
      { name: 'Weber', number: 10 },
      { name: "O'Neill", number: 17 },
      { name: 'Yilmaz', number: 21 },
    ],
    founded: 1911,
    stadium: 'Quayside Ground',
  },
];

/** The countries every club sells in. */
export const demoCountries: DemoCountry[] = [
  {
    code: 'gb',
    iso: 'GB',
    culture: 'en',
    locale: 'en-GB',
    currency: 'GBP',
    names: { en: 'United Kingdom', de: 'Vereinigtes Königreich', da: 'Storbritannien' },
  },
  {
    code: 'de',
    iso: 'DE',
    culture: 'de',
    locale: 'de-DE',
    currency: 'EUR',
    names: { en: 'Germany', de: 'Deutschland', da: 'Tyskland' },
  },
  {
    code: 'dk',
    iso: 'DK',
    culture: 'da',
    locale: 'da-DK',
    currency: 'DKK',
    names: { en: 'Denmark', de: 'Dänemark', da: 'Danmark' },
  },
];

/** The storeId of a club in a country (`northbridge-gb`); also its host's first label. */
export function storeIdOf(club: { id: string }, country: { code: string }): string {
  return `${club.id}-${country.code}`;
}

/** The root category id of a site. */
export function rootCategoryIdOf(storeId: string): string {
  return `${storeId}-root`;
}
