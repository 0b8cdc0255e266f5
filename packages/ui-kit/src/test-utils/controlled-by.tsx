/**
 * A controlled component kept in state, for stories and tests: the component as an app renders it
 * around its own `useState`.
 */
import { type ComponentType, useState } from 'react';

/**
 * A `render` (a story's, or a component for a test) that keeps the prop `valueKey` in state and
 * sets it from the handler `changeKey`, then calls the handler passed in (the story's, for the
 * actions panel, or a test's spy), so a controlled component reacts to clicks as it does in an app.
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
