import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleNavigation } from '../../test-utils/sample-data.ts';
import { MobileNavigation } from './mobile-navigation.tsx';

const meta = {
  title: 'Header/MobileNavigation',
  component: MobileNavigation,
  args: { items: sampleNavigation, open: true, onClose: () => {} },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
