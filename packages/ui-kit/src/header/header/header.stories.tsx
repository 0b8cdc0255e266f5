import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCountries, sampleNavigation, sampleUsps } from '../../test-utils/sample-data.ts';
import { mobileGlobals, withToolbarCulture } from '../../test-utils/story-helpers.tsx';
import { Header } from './header.tsx';

const meta = {
  title: 'Header/Header',
  component: Header,
  args: {
    usps: sampleUsps,
    mainNavigation: { children: sampleNavigation },
    countries: sampleCountries,
    culture: 'en',
    routeKey: '/',
    loggedIn: false,
    basketQuantity: 2,
    basketLoaded: true,
    onSearch: () => {},
  },
  // The active country follows the Culture toolbar, as the shop passes its own culture.
  argTypes: { culture: { control: false } },
  render: withToolbarCulture(Header),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = { args: { loggedIn: true, accountLabel: 'Alex' } };
export const BasketLoading: Story = { args: { basketLoaded: false } };
export const Mobile: Story = { globals: mobileGlobals };
