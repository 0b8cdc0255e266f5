import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoImage } from '../test-utils/demo-products.ts';
import { Image } from './image.tsx';
import type { ImageUrlBuilder } from './image-url.ts';
import { ImageUrlBuilderProvider } from './image-url-context.tsx';
import { ProductImage } from './product-image.tsx';

const meta = {
  title: 'Catalogue/Image',
  component: Image,
  subcomponents: { ProductImage, ImageUrlBuilderProvider },
  args: {
    image: { url: demoImage('Home', '#0B2545', '#F2C14E'), altText: 'Northbridge FC home shirt' },
    width: 400,
    height: 500,
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy, padded product shot. */
export const Default: Story = {};

/** The LCP image of a page: eager with high fetch priority. */
export const Priority: Story = { args: { priority: true } };

/** A cropped background banner keeping the focal point (top right) in view. */
export const BackgroundWithFocalPoint: Story = {
  args: {
    width: 1200,
    height: 300,
    background: true,
    image: {
      url: demoImage('Stadium', '#1B5E20'),
      altText: 'Riverside Rovers stadium',
      focal: { top: 20, left: 80 },
    },
  },
};

/** No image: a placeholder that keeps the box. */
export const Missing: Story = { args: { image: null } };

/** Product image preset: 4:5, grid sizes. */
export const Product: Story = {
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <ProductImage image={args.image} />
    </div>
  ),
};

/**
 * An app's own image service for every image below the provider. This demo builder marks each
 * requested width in the URL's fragment (inspect the `srcset`); a real one would point at a CDN.
 */
const markWidth: ImageUrlBuilder = (url, { width }) => `${url}#width=${width}`;
export const CustomUrlBuilder: Story = {
  render: (args) => (
    <ImageUrlBuilderProvider builder={markWidth}>
      <Image {...args} />
    </ImageUrlBuilderProvider>
  ),
};
