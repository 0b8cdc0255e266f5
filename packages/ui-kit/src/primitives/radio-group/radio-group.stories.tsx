import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'post', label: 'Standard delivery', hint: '2-3 working days' },
  { value: 'pickup', label: 'Pick-up point' },
  { value: 'express', label: 'Express', hint: 'Sold out today', disabled: true },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Delivery', name: 'delivery', options, orientation: 'vertical', disabled: false },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 'post' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { required: true, error: 'Choose a delivery option' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'pickup' } };
