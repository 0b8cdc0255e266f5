import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoImage } from '../../catalogue/test-utils/demo-products.ts';
import { Logo } from './logo.tsx';

/** A crest-like demo logo as a data: URL, so the story needs no image service. */
const crest = demoImage('FC', '#0B2545', '#F2C14E');

const meta = {
  title: 'Header/Logo',
  component: Logo,
  args: { href: '/' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No logo in the theme: the club's site name, as text, links home. Switch the club in the toolbar. */
export const SiteName: Story = {};
/** An image logo fitted into the default 160 x 48 box; the alt text names the link. */
export const Image: Story = { args: { src: crest, alt: 'Northbridge FC', width: 48, height: 48 } };
/** The link named by `label` (e.g. "Home"), the image keeping its alt text. */
export const WithLabel: Story = {
  args: { src: crest, alt: 'Northbridge FC crest', label: 'Northbridge FC home', width: 48, height: 48 },
};
