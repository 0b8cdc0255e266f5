// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  MobileNavigation,
  type MobileNavigationProps,
} from '../header/mobile-navigation/mobile-navigation.tsx';
