import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCountries } from '../../test-utils/sample-data.ts';
import { cultureArgTypes, withToolbarCulture } from '../../test-utils/story-helpers.tsx';
import { CountryLinks } from './country-links.tsx';

const meta = {
  title: 'Header/CountryLinks',
  component: CountryLinks,
  args: { countries: sampleCountries, culture: 'en' },
  argTypes: cultureArgTypes,
} satisfies Meta<typeof CountryLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: looks like the country select. The active country follows the Culture toolbar. */
export const ToolbarCulture: Story = {
  render: withToolbarCulture(CountryLinks),
};

/** Open: the other sites as links, the active one marked. */
export const Open: Story = {
  args: { culture: 'DE' },
  render: (args) => (
    <div
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '16rem' }}
    >
      <CountryLinks {...args} />
    </div>
  ),
  play: ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '');
  },
};
