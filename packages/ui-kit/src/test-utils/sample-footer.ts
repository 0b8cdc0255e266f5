import type { FooterData } from '../footer/footer-types.ts';

/** A demo footer, shared by stories and tests. */
export const sampleFooter: FooterData = {
  usps: [{ text: 'Free delivery over £50', showOnMobile: true }, { text: '30-day returns' }],
  companyInfo: {
    name: 'Northbridge FC Retail Ltd',
    cvr: '12345678',
    address: '1 Stadium Way',
    zip: 'NB1 2FC',
    city: 'Northbridge',
    email: 'shop@northbridge.example',
  },
  linkSections: [
    {
      headline: 'Help',
      links: [
        { text: 'Delivery', url: '/delivery/' },
        { text: 'Returns', url: '/returns/' },
      ],
    },
    { headline: 'Club', links: [{ text: 'Tickets', url: 'https://tickets.example', target: '_blank' }] },
  ],
  copyright: '© 2026 Northbridge FC',
};
