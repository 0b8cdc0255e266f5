import { I18nProvider } from '@clubshop/i18n';
import { type ClubPresetName, clubPresets, ThemeProvider } from '@clubshop/theming';
import { DecoratorHelpers } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { sampleDictionaries } from './sample-dictionaries.ts';

const { initializeThemeState, pluckThemeFromContext } = DecoratorHelpers;

const clubs = Object.keys(clubPresets) as ClubPresetName[];
const cultures = {
  en: { locale: 'en-GB', currency: 'GBP' },
  de: { locale: 'de-DE', currency: 'EUR' },
  da: { locale: 'da-DK', currency: 'DKK' },
} as const;
type Culture = keyof typeof cultures;

// The club toolbar comes from @storybook/addon-themes; the stories get the choice below.
initializeThemeState(clubs, 'northbridge');

/** The one decorator: the chosen club theme and culture around every story. */
const withClubAndCulture: Decorator = (Story, context) => {
  const club = (pluckThemeFromContext(context) || 'northbridge') as ClubPresetName;
  const culture = ((context.globals.culture as string | undefined) ?? 'en') as Culture;
  const { locale, currency } = cultures[culture] ?? cultures.en;
  return (
    <ThemeProvider theme={clubPresets[club] ?? clubPresets.northbridge}>
      <I18nProvider
        locale={locale}
        culture={culture}
        currency={currency}
        dictionary={sampleDictionaries[culture]}
      >
        <Story />
      </I18nProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withClubAndCulture],
  globalTypes: {
    culture: {
      description: 'Culture of the dictionary and formatting',
      toolbar: {
        title: 'Culture',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (en)' },
          { value: 'de', title: 'Deutsch (de)' },
          { value: 'da', title: 'Dansk (da)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { culture: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Below breakpoint (1023)', styles: { width: '1023px', height: '800px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
