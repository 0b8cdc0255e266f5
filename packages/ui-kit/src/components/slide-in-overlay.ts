// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { SlideInOverlay, type SlideInOverlayProps } from '../overlay/slide-in-overlay/slide-in-overlay.tsx';
