// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Input, type InputProps } from '../primitives/text-field/input.tsx';
export { TextField, type TextFieldProps } from '../primitives/text-field/text-field.tsx';
