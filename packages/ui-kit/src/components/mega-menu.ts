// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { MegaMenu, type MegaMenuProps } from '../header/mega-menu/mega-menu.tsx';
export { megaMenuTiming } from '../header/mega-menu/mega-menu-timing.ts';
