// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Footer, type FooterProps } from '../footer/footer/footer.tsx';
