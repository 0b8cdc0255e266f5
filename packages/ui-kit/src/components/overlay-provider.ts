// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  type OverlayController,
  OverlayProvider,
  useOverlay,
} from '../overlay/overlay-provider/overlay-provider.tsx';
