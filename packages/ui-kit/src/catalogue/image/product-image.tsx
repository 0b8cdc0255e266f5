import { Image, type ImageProps } from './image.tsx';

/** Props of {@link ProductImage}: those of {@link Image} with product-shot defaults. */
export type ProductImageProps = Omit<ImageProps, 'width' | 'height' | 'background'> & {
  /** Intrinsic width; default 480 (a 4:5 product shot). */
  width?: number | undefined;
  /** Intrinsic height; default 600. */
  height?: number | undefined;
};

/**
 * A product shot: 4:5, padded (never cropped, so the whole kit shows), sized for a product grid
 * of two columns on mobile and four on desktop unless `sizes` says otherwise.
 */
export function ProductImage(props: ProductImageProps) {
  const { width = 480, height = 600, sizes = '(min-width: 1024px) 25vw, 50vw', className } = props;
  return (
    <Image
      {...props}
      width={width}
      height={height}
      sizes={sizes}
      className={className ? `cs-product-image ${className}` : 'cs-product-image'}
    />
  );
}
