// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { AccountLink, type AccountLinkProps } from '../header/account-link/account-link.tsx';
