/**
 * The viewports of the Storybook toolbar, named for the kit's one breakpoint (1024 px). A story
 * picks one with `globals: { viewport: { value: 'mobile' } }`; the axe run renders it at that size.
 */
export const storyViewports = {
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Below breakpoint (1023)', styles: { width: '1023px', height: '800px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** A viewport name of {@link storyViewports}. */
export type StoryViewport = keyof typeof storyViewports;
