import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleNavigation } from '../../test-utils/sample-data.ts';
import { MegaMenu } from './mega-menu.tsx';

const meta = {
  title: 'Header/MegaMenu',
  component: MegaMenu,
  args: { items: sampleNavigation, routeKey: '/', touch: false },
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Touch: Story = { args: { touch: true } };
