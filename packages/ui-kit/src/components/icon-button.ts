// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { IconButton, type IconButtonProps } from '../primitives/icon-button/icon-button.tsx';
