// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Logo, type LogoProps } from '../header/logo/logo.tsx';
