// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { SearchToggle, type SearchToggleProps } from '../header/search-toggle/search-toggle.tsx';
export { searchToggleTiming } from '../header/search-toggle/search-toggle-timing.ts';
