// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { type SizeOption, SizePicker, type SizePickerProps } from '../catalogue/size-picker/size-picker.tsx';
export { StylePicker, type StylePickerProps } from '../catalogue/size-picker/style-picker.tsx';
