// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  OptionPicker,
  type OptionPickerProps,
  type PickerOption,
} from '../catalogue/option-picker/option-picker.tsx';
