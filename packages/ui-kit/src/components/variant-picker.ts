// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  type ColourVariant,
  VariantPicker,
  type VariantPickerProps,
} from '../catalogue/variant-picker/variant-picker.tsx';
