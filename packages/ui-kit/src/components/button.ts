// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Button, type ButtonProps } from '../primitives/button/button.tsx';
export {
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
  defaultButtonVariants,
} from '../primitives/button/button-variants.ts';
