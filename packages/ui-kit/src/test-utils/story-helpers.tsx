/**
 * Story helpers of the ui-kit (not published): the pieces many `*.stories.tsx` files repeat, a
 * width decorator, the mobile viewport, a pretend server round trip, a render that keeps a
 * controlled component's value in state (`controlledBy`, shared with the tests) and the country
 * stories' culture control.
 */
import type { ArgTypes, Decorator, StoryContext } from '@storybook/react-vite';
import type { ComponentType } from 'react';

export { controlledBy } from './controlled-by.tsx';

/** Renders the story in a `<div style="max-width: …px">`, the width a form or card gets in a page. */
export function maxWidth(pixels: number): Decorator {
  return (Story) => <div style={{ maxWidth: pixels }}>{Story()}</div>;
}

/** A story's `globals` for the `mobile` viewport of `.storybook/viewports.ts`. */
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };

/** Resolves after `ms` milliseconds: a pretend server round trip. */
export function wait(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/** An `onSubmit` that resolves after `ms` milliseconds, to show a form's pending state. */
export function pretendSubmit(ms: number): () => Promise<void> {
  return () => wait(ms);
}

/**
 * `argTypes` of the country stories: the `culture` arg as a radio of a culture in lower and in
 * upper case, another and one no country has.
 */
export const cultureArgTypes = {
  culture: { control: 'inline-radio', options: ['en', 'DE', 'da', 'fr'] },
} satisfies ArgTypes<{ culture: string }>;

/**
 * A story `render` that gives the component the Culture toolbar's culture (else the `culture`
 * arg), as the shop passes its own culture.
 */
export function withToolbarCulture<P extends { culture: string }>(Component: ComponentType<P>) {
  return (args: P, { globals }: Pick<StoryContext, 'globals'>) => (
    <Component {...args} culture={String(globals.culture ?? args.culture)} />
  );
}
