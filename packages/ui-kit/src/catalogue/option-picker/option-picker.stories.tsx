import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { OptionPicker } from './option-picker.tsx';

const meta = {
  title: 'Catalogue/OptionPicker',
  component: OptionPicker,
  args: {
    legend: 'Sleeve',
    value: 'short',
    onChange: () => {},
    options: [
      { id: 'short', label: 'Short sleeve' },
      { id: 'long', label: 'Long sleeve' },
      { id: 'none', label: 'Sleeveless', disabled: true, note: 'Out of stock' },
    ],
  },
  render: controlledBy(OptionPicker, 'value', 'onChange'),
} satisfies Meta<typeof OptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chip group behind SizePicker, StylePicker and VariantPicker. */
export const Chips: Story = {};
export const WithValueText: Story = { args: { valueText: 'Short sleeve' } };
export const WithError: Story = { args: { value: null, error: 'Choose a sleeve' } };
export const HiddenLegend: Story = { args: { hideLegend: true } };
