import type { CountryOption, NavigationItem, UspItem } from '../header/header-types.ts';

/** Demo navigation with two child levels, shared by stories and tests. */
export const sampleNavigation: NavigationItem[] = [
  {
    name: 'Kits',
    url: '/kits/',
    children: [
      {
        name: 'Home kit',
        url: '/kits/home/',
        children: [
          { name: 'Shirts', url: '/kits/home/shirts/' },
          { name: 'Shorts', url: '/kits/home/shorts/' },
        ],
      },
      {
        name: 'Away kit',
        url: '/kits/away/',
        children: [{ name: 'Away shirts', url: '/kits/away/shirts/' }],
      },
    ],
  },
  {
    name: 'Training',
    url: '/training/',
    children: [{ name: 'Jackets', url: '/training/jackets/' }],
  },
  { name: 'Sale', url: '/sale/' },
];

/** Demo usps. */
export const sampleUsps: UspItem[] = [
  { text: 'Free delivery over £50', showOnMobile: true },
  { text: '30-day returns', link: { url: '/returns/' } },
  { text: 'Official club store' },
];

/** The three demo countries of a club. */
export const sampleCountries: CountryOption[] = [
  { name: 'United Kingdom', url: 'http://northbridge-gb.localhost:5173/', culture: 'en' },
  { name: 'Deutschland', url: 'http://northbridge-de.localhost:5173/', culture: 'de' },
  { name: 'Danmark', url: 'http://northbridge-dk.localhost:5173/', culture: 'da' },
];
