import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUsps } from '../../test-utils/sample-data.ts';
import { mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { UspStrip } from './usp-strip.tsx';

const meta = {
  title: 'Header/UspStrip',
  component: UspStrip,
  args: { items: sampleUsps },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UspStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three selling points; the second links to the returns page. */
export const Default: Story = {};
/** Below 1024 px only the items marked `showOnMobile` show. */
export const Mobile: Story = { globals: mobileGlobals };
/** A single selling point. */
export const Single: Story = { args: { items: [{ text: 'Official club store' }] } };
