import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUsps } from '../../test-utils/sample-data.ts';
import { Burger } from '../burger/burger.tsx';
import { Logo } from '../logo/logo.tsx';
import { UspStrip } from '../usp-strip/usp-strip.tsx';
import { SearchToggle } from './search-toggle.tsx';

const meta = {
  title: 'Header/SearchToggle',
  component: SearchToggle,
  args: { onSearch: () => {} },
} satisfies Meta<typeof SearchToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HeaderParts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <UspStrip items={sampleUsps} />
      <Logo />
      <Burger expanded={false} onClick={() => {}} />
    </div>
  ),
};
