import { I18nProvider } from '@clubshop/i18n';
import { type ClubPresetName, clubPresets, ThemeProvider } from '@clubshop/theming';
import { DecoratorHelpers } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import './fonts.css';
import { defaultStoryCulture, type StoryCulture, storyCultures } from './dictionaries/index.ts';
import { storyViewports } from './viewports.ts';

const { initializeThemeState, pluckThemeFromContext } = DecoratorHelpers;

const clubs = Object.keys(clubPresets) as ClubPresetName[];
const defaultClub: ClubPresetName = 'northbridge';

// The club toolbar comes from @storybook/addon-themes (global `theme`); the culture toolbar is
// the global `culture` below. The one decorator applies both to every story.
initializeThemeState(clubs, defaultClub);

/** Per-story switches of the decorator, under `parameters.i18n`. */
export interface StoryI18nParameters {
  /** Render with an empty dictionary: what a site shows before its dictionary has the kit's keys. */
  withoutDictionary?: boolean;
}

/** The page language follows the culture, as the shop's `<html lang>` does (screen readers, axe). */
function DocumentLanguage({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

const emptyDictionary = {};

/**
 * The chosen club theme and culture around every story. The theme's variables go on `<html>`
 * (as in the shop), so overlays portalled to `<body>` are themed too; no story wraps itself in a
 * provider of its own, so both toolbars reach every story.
 */
const withClubAndCulture: Decorator = (Story, context) => {
  const club = (pluckThemeFromContext(context) || defaultClub) as ClubPresetName;
  const requestedCulture = context.globals.culture as StoryCulture | undefined;
  const culture =
    requestedCulture && requestedCulture in storyCultures ? requestedCulture : defaultStoryCulture;
  const { locale, currency, dictionary } = storyCultures[culture];
  const i18n = (context.parameters.i18n ?? {}) as StoryI18nParameters;
  return (
    <ThemeProvider theme={clubPresets[club] ?? clubPresets[defaultClub]} target="document">
      <I18nProvider
        locale={locale}
        culture={culture}
        currency={currency}
        dictionary={i18n.withoutDictionary ? emptyDictionary : dictionary}
      >
        <DocumentLanguage locale={locale}>
          <Story />
        </DocumentLanguage>
      </I18nProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  // A docs page with a prop table for every component (its meta's `component` and `subcomponents`).
  tags: ['autodocs'],
  decorators: [withClubAndCulture],
  globalTypes: {
    culture: {
      description: 'Culture of the dictionary, number and date formats, and currency',
      toolbar: {
        title: 'Culture',
        icon: 'globe',
        items: Object.entries(storyCultures).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { culture: defaultStoryCulture },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The addon's panel shows every violation; the test command fails on serious and critical ones.
    a11y: { test: 'error' },
    viewport: { options: storyViewports },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Theme tokens', '*'] },
    },
  },
};

export default preview;
