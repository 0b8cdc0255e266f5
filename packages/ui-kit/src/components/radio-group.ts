// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from '../primitives/radio-group/radio-group.tsx';
