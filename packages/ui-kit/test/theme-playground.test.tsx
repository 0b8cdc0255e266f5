/**
 * The Storybook theme playground (issue 41) in jsdom: its stories render with the preview's
 * decorators, their play functions pass (contrast warnings, the exported JSON), the export is the
 * admin API's settings change of the controls' theme (`themeToSettings`, whose JSON the commerce
 * API's test passes through the admin route's schema and a real settings change), and axe finds
 * nothing serious. The Storybook check of the test command runs the same play functions and axe
 * in Chromium.
 */
import { clubPresets, themeToSettings } from '@clubshop/theming';
import { render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  playgroundFonts,
  playgroundTheme,
  ThemePlayground,
  type ThemePlaygroundArgs,
} from '../.storybook/playground/theme-playground.tsx';
import { seriousA11yViolations } from '../src/test-utils/axe.ts';

/** The args of the stories NewClub (the defaults) and LowContrast (pale grey text). */
const newClub: ThemePlaygroundArgs = {
  siteName: 'Åby IF',
  primaryColor: '#004225',
  secondaryColor: '#FFD700',
  textColor: '#111111',
  fontFamily: playgroundFonts.Barlow,
  logoUrl: 'https://cdn.example/crest.svg',
  logoFile: undefined,
  logoAltText: '',
};
const lowContrast: ThemePlaygroundArgs = {
  ...newClub,
  primaryColor: '#FFEB3B',
  secondaryColor: '#B0BEC5',
  textColor: '#9E9E9E',
  fontFamily: playgroundFonts.Georgia,
};

/** The exported JSON of a render, once the playground wrote it. */
async function exportedOf(view: ReturnType<typeof within>) {
  const json = view.getByTestId('theme-json') as HTMLTextAreaElement;
  await waitFor(() => expect(json.value).toMatch(/^\{/));
  return JSON.parse(json.value);
}

// The stories' play functions (storybook/test) run in Chromium in the Storybook check; here the
// playground is rendered directly, because storybook/test's own copy of user-event prepares the
// document this worker shares with the other test files (isolate: false, decision 0053) and broke
// their typing.
describe('the theme playground', () => {
  it('NewClub: no contrast warning, the export is the settings change of its theme, axe finds nothing serious', async () => {
    const { container } = render(<ThemePlayground {...newClub} />);
    const view = within(container);
    expect(await view.findByTestId('contrast-ok')).toBeTruthy();
    expect(await exportedOf(view)).toEqual(themeToSettings(playgroundTheme(newClub)));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('LowContrast: the warning names the pair that misses WCAG AA, the export is its theme, axe finds nothing serious', async () => {
    const { container } = render(<ThemePlayground {...lowContrast} />);
    const view = within(container);
    const warnings = await view.findByTestId('contrast-warnings');
    expect([...warnings.querySelectorAll('li')].map((item) => item.dataset.pair)).toEqual([
      'text-on-background',
    ]);
    expect(await exportedOf(view)).toEqual(themeToSettings(playgroundTheme(lowContrast)));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('exports the settings change of the theme the controls make, logo file included', async () => {
    const args = {
      ...clubPresets.riverside,
      logoUrl: 'https://cdn.example/ignored-when-a-file-is-chosen.svg',
      logoFile: ['data:image/png;base64,iVBORw0KGgo='],
      logoAltText: 'Riverside crest',
    };
    const view = within(render(<ThemePlayground {...args} />).container);
    const exportedJson = () => JSON.parse((view.getByTestId('theme-json') as HTMLTextAreaElement).value);
    await waitFor(() => expect(exportedJson().logo?.url).toBe('data:image/png;base64,iVBORw0KGgo='));
    expect(exportedJson()).toEqual({
      theming: {
        primaryColor: '#1b5e20',
        secondaryColor: '#ffffff',
        textColor: '#102a12',
        fontFamily: clubPresets.riverside.fontFamily,
      },
      logo: { url: 'data:image/png;base64,iVBORw0KGgo=', altText: 'Riverside crest' },
    });
    expect(exportedJson()).toEqual(themeToSettings(playgroundTheme(args, args.logoFile[0])));
    expect(view.getByRole('img', { name: 'Riverside crest' })).toBeTruthy();
    expect(view.getByTestId('contrast-ok').textContent).toMatch(/WCAG AA/);
  });
});
