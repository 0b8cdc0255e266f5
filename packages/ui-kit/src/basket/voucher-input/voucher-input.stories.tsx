import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { demoVouchers } from '../test-utils/demo-basket.ts';
import { VoucherInput } from './voucher-input.tsx';

const meta = {
  title: 'Basket/VoucherInput',
  component: VoucherInput,
  decorators: [maxWidth(420)],
  args: { vouchers: [], onAdd: () => {}, onRemove: () => {} },
} satisfies Meta<typeof VoucherInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { error: 'This voucher code has expired.' } };
export const Applied: Story = { args: { vouchers: demoVouchers } };
