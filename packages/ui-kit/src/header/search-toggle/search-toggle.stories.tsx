import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchToggle } from './search-toggle.tsx';

const meta = {
  title: 'Header/SearchToggle',
  component: SearchToggle,
  args: { onSearch: () => {} },
} satisfies Meta<typeof SearchToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
