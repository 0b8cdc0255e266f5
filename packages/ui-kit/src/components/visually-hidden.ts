// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { VisuallyHidden, type VisuallyHiddenProps } from '../primitives/visually-hidden/visually-hidden.tsx';
