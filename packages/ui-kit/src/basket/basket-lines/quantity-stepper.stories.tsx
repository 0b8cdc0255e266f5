import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

const meta = {
  title: 'Basket/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: () => {}, label: 'Quantity, Northbridge FC Home Shirt', min: 0, max: 99 },
  render: controlledBy(QuantityStepper, 'value', 'onChange'),
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMaximum: Story = { args: { value: 5, max: 5 } };
export const Disabled: Story = { args: { disabled: true } };
