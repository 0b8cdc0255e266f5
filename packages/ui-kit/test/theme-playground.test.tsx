/**
 * The Storybook theme playground (issue 41) in jsdom: its stories render with the preview's
 * decorators, their play functions pass (contrast warnings, the exported JSON), the export is the
 * admin API's settings change of the controls' theme (`themeToSettings`, whose JSON the commerce
 * API's test passes through the admin route's schema and a real settings change), and axe finds
 * nothing serious. The Storybook check of the test command runs the same play functions and axe
 * in Chromium.
 */
import { clubPresets, themeToSettings } from '@clubshop/theming';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../.storybook/playground/theme-playground.stories.tsx';
import { playgroundTheme, ThemePlayground } from '../.storybook/playground/theme-playground.tsx';
import preview from '../.storybook/preview.tsx';
import { seriousA11yViolations } from '../src/test-utils/axe.ts';

setProjectAnnotations(preview);
const { NewClub, LowContrast } = composeStories(stories);

describe('the theme playground', () => {
  it.each([
    ['NewClub', NewClub],
    ['LowContrast', LowContrast],
  ])('%s: renders, its play function passes, axe finds nothing serious', async (_, Story) => {
    await Story.run();
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('exports the settings change of the theme the controls make, logo file included', async () => {
    const args = {
      ...clubPresets.riverside,
      logoUrl: 'https://cdn.example/ignored-when-a-file-is-chosen.svg',
      logoFile: ['data:image/png;base64,iVBORw0KGgo='],
      logoAltText: 'Riverside crest',
    };
    // Scoped to this render: the stories above mounted theirs in the same document.
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
