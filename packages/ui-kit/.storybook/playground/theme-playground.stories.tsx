import { themeToSettings } from '@clubshop/theming';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  playgroundFonts,
  playgroundTheme,
  ThemePlayground,
  type ThemePlaygroundArgs,
} from './theme-playground.tsx';

/** A small crest as a data URL: the logo a new club starts with. */
const demoCrest = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140"><path d="M60 4 112 22v46c0 34-24 58-52 68C32 126 8 102 8 68V22z" fill="#004225" stroke="#ffd700" stroke-width="6"/><text x="60" y="84" font-family="sans-serif" font-weight="700" font-size="34" fill="#ffd700" text-anchor="middle">ÅIF</text></svg>',
)}`;

/**
 * A new club's theme without code: set its colours, logo (a URL or a file from your computer) and
 * font in the controls, see the header, buttons, product list, basket and a form in it, read the
 * contrast warnings (the back office's own check), and download the theme JSON the back office's
 * settings (the admin API's `PATCH /sites/{storeId}/settings`) take. The club toolbar does not
 * apply here: the controls are the theme.
 */
const meta = {
  title: 'Designers/Theme playground',
  component: ThemePlayground,
  tags: ['!autodocs'],
  args: {
    siteName: 'Åby IF',
    primaryColor: '#004225',
    secondaryColor: '#FFD700',
    textColor: '#111111',
    fontFamily: playgroundFonts.Barlow,
    logoUrl: demoCrest,
    logoFile: undefined,
    logoAltText: '',
  },
  argTypes: {
    siteName: { control: 'text', description: "The club's site name (the logo's default alt text)" },
    primaryColor: { control: 'color', description: 'Main brand colour: header, primary buttons, links' },
    secondaryColor: { control: 'color', description: 'Accent colour: secondary buttons, badges' },
    textColor: { control: 'color', description: 'Body text colour on the white page' },
    fontFamily: {
      control: 'select',
      options: Object.values(playgroundFonts),
      description: 'The font of every text (the self-hosted Barlow and Source Sans 3, or a system font)',
    },
    logoUrl: { control: 'text', description: 'A logo image URL (used when no file is chosen)' },
    logoFile: {
      control: { type: 'file', accept: 'image/png,image/svg+xml,image/jpeg,image/webp' },
      description: 'A logo file from your computer, read in the browser into the exported JSON',
    },
    logoAltText: { control: 'text', description: "The logo's alt text; default the site name" },
  },
  parameters: {
    layout: 'fullscreen',
    // The controls, not the club toolbar, make the theme: one screenshot per club would be the
    // same picture three times, and every component in it has its own baselines.
    visual: { skip: true },
  },
} satisfies Meta<typeof ThemePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the exported JSON from the page and checks it is the settings change of the controls' theme. */
async function expectExport(canvasElement: HTMLElement, args: ThemePlaygroundArgs) {
  const json = (await within(canvasElement).findByTestId('theme-json')) as HTMLTextAreaElement;
  await waitFor(() => expect(json.value).toMatch(/^\{/));
  await expect(JSON.parse(json.value)).toEqual(themeToSettings(playgroundTheme(args)));
}

/** A new club whose colours all reach WCAG AA: no warning, and its theme JSON. */
export const NewClub: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByTestId('contrast-ok')).toBeTruthy();
    await expectExport(canvasElement, args);
  },
};

/** Pale grey text: the contrast warning says which pair misses WCAG AA and by how much. */
export const LowContrast: Story = {
  args: {
    primaryColor: '#FFEB3B',
    secondaryColor: '#B0BEC5',
    textColor: '#9E9E9E',
    fontFamily: playgroundFonts.Georgia,
  },
  play: async ({ canvasElement, args }) => {
    const warnings = await within(canvasElement).findByTestId('contrast-warnings');
    const pairs = [...warnings.querySelectorAll('li')].map((item) => item.dataset.pair);
    await expect(pairs).toEqual(['text-on-background']);
    await expectExport(canvasElement, args);
  },
};

/**
 * A logo file chosen in the file control: Storybook gives the playground an object URL, which it
 * reads into a data URL so the exported JSON carries the image itself.
 */
export const UploadedLogo: Story = {
  loaders: [
    async () => ({
      logoFile: [
        URL.createObjectURL(
          new Blob(
            [
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="#004225"/></svg>',
            ],
            { type: 'image/svg+xml' },
          ),
        ),
      ],
    }),
  ],
  render: (args, { loaded }) => <ThemePlayground {...args} logoFile={loaded.logoFile as string[]} />,
  play: async ({ canvasElement }) => {
    const json = (await within(canvasElement).findByTestId('theme-json')) as HTMLTextAreaElement;
    await waitFor(() => expect(json.value).toMatch(/^\{/));
    const exported = JSON.parse(json.value) as { logo?: { url: string; altText: string } };
    await expect(exported.logo?.url).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(exported.logo?.altText).toBe('Åby IF');
    const logo = within(canvasElement).getByRole('img', { name: 'Åby IF' }) as HTMLImageElement;
    await expect(logo.src).toBe(exported.logo?.url);
  },
};
