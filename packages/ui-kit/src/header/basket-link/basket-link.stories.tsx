import type { Meta, StoryObj } from '@storybook/react-vite';
import { BasketLink } from './basket-link.tsx';

const meta = {
  title: 'Header/BasketLink',
  component: BasketLink,
  args: { quantity: 3, loaded: true },
} satisfies Meta<typeof BasketLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change `quantity` in the controls: the spinner shows for 1000 ms. */
export const Loaded: Story = {};
export const Loading: Story = { args: { loaded: false } };
export const Empty: Story = { args: { quantity: 0 } };
/** A page a shared cache gives everyone, before its code asked: no number, no count in the name. */
export const Unknown: Story = { args: { quantity: undefined } };
