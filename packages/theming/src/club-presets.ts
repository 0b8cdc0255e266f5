import type { ClubTheme } from './club-theme.ts';

/** The Northbridge FC demo club. */
const northbridge = {
  themeName: 'northbridge',
  siteName: 'Northbridge FC',
  primaryColor: '#0B2545',
  secondaryColor: '#F2C14E',
  textColor: '#1B1B1B',
  fontFamily: '"Barlow", system-ui, sans-serif',
} as const satisfies ClubTheme;

/** The Riverside Rovers demo club. */
const riverside = {
  themeName: 'riverside',
  siteName: 'Riverside Rovers',
  primaryColor: '#1B5E20',
  secondaryColor: '#FFFFFF',
  textColor: '#102A12',
  fontFamily: '"Source Sans 3", system-ui, sans-serif',
} as const satisfies ClubTheme;

/** The Harbour City Athletic demo club. */
const harbour = {
  themeName: 'harbour',
  siteName: 'Harbour City Athletic',
  primaryColor: '#B71C1C',
  secondaryColor: '#81D4FA',
  textColor: '#212121',
  fontFamily: 'Georgia, "Times New Roman", serif',
} as const satisfies ClubTheme;

/**
 * Themes of the three demo clubs, the same values the seed and Storybook use:
 * `clubPresets.northbridge`, `clubPresets.riverside`, `clubPresets.harbour`.
 */
export const clubPresets = { northbridge, riverside, harbour } as const;

/** The name of a demo club preset. */
export type ClubPresetName = keyof typeof clubPresets;
