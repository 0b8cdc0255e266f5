// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Backdrop, type BackdropProps } from '../overlay/backdrop/backdrop.tsx';
