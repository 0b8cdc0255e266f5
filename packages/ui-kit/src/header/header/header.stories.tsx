import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCountries, sampleNavigation, sampleUsps } from '../../test-utils/sample-data.ts';
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
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = { args: { loggedIn: true, accountLabel: 'Alex' } };
export const BasketLoading: Story = { args: { basketLoaded: false } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
