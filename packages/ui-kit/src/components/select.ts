// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Select, type SelectOption, type SelectProps } from '../primitives/select/select.tsx';
