// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { UspStrip, type UspStripProps } from '../header/usp-strip/usp-strip.tsx';
