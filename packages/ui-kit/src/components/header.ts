// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Header, type HeaderProps } from '../header/header/header.tsx';
