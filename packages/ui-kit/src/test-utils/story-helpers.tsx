/**
 * Story helpers of the ui-kit (not published): the pieces many `*.stories.tsx` files repeat, a
 * width decorator, the mobile viewport, a pretend server round trip and a render that keeps a
 * controlled component's value in state.
 */
import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';

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
 * A story `render` that keeps the prop `valueKey` in state and sets it from the handler
 * `changeKey` (then calls the story's own handler, for the actions panel), so a controlled
 * component reacts to clicks as it does in an app.
 */
export function controlledBy<P extends object, K extends keyof P & string, C extends keyof P & string>(
  Component: ComponentType<P>,
  valueKey: K,
  changeKey: C,
) {
  return function Render(args: P) {
    const [value, setValue] = useState(args[valueKey]);
    const onChange = (next: P[K]) => {
      setValue(next);
      (args[changeKey] as ((next: P[K]) => void) | undefined)?.(next);
    };
    const props = { ...args, [valueKey]: value, [changeKey]: onChange } as P;
    return <Component {...props} />;
  };
}
