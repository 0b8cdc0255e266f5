'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { type ImageUrlBuilder, queryStringImageUrl } from './image-url.ts';

const ImageUrlBuilderContext = createContext<ImageUrlBuilder>(queryStringImageUrl);

/** Props of {@link ImageUrlBuilderProvider}. */
export interface ImageUrlBuilderProviderProps {
  /** The builder every {@link Image} below uses unless it is given its own. */
  builder: ImageUrlBuilder;
  children?: ReactNode;
}

/**
 * Points every image below at an app's image service, so lists and cards need no prop for it.
 * Without a provider, images use {@link queryStringImageUrl} (the reference API's pattern).
 */
export function ImageUrlBuilderProvider({ builder, children }: ImageUrlBuilderProviderProps) {
  return <ImageUrlBuilderContext.Provider value={builder}>{children}</ImageUrlBuilderContext.Provider>;
}

/** The image URL builder in effect: the nearest provider's, or the default. */
export function useImageUrlBuilder(): ImageUrlBuilder {
  return useContext(ImageUrlBuilderContext);
}
