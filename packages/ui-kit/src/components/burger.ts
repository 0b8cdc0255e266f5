// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Burger, type BurgerProps } from '../header/burger/burger.tsx';
