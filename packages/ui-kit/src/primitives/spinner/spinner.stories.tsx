import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from './spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md', announce: true },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live status read as `Common.Loading` in the chosen culture. */
export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading your basket' } };
/** Inside something that already announces busy state: hidden from assistive technology. */
export const Silent: Story = { args: { announce: false } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
