// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Link, type LinkProps, linkVariants } from '../primitives/link/link.tsx';
export {
  LinkComponentProvider,
  type LinkRenderer,
  type LinkRendererProps,
  useLinkComponent,
} from '../primitives/link/link-component.tsx';
