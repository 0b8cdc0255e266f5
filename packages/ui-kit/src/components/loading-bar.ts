// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  LoadingBar,
  type LoadingBarProps,
  type LoadingBarState,
} from '../feedback/loading-bar/loading-bar.tsx';
export { loadingBarTiming } from '../feedback/loading-bar/loading-bar-timing.ts';
