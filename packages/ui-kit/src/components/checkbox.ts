// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Checkbox, type CheckboxProps } from '../primitives/checkbox/checkbox.tsx';
