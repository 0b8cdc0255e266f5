import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFooter } from '../../test-utils/sample-footer.ts';
import { mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { Footer } from './footer.tsx';

const meta = {
  title: 'Footer/Footer',
  component: Footer,
  args: { ...sampleFooter, newsletterSlot: <p>Newsletter form goes here</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: mobileGlobals };
export const Minimal: Story = {
  args: { usps: [], linkSections: [], newsletterSlot: undefined, companyInfo: { name: 'Riverside Rovers' } },
};
