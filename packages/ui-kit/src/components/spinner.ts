// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Spinner, type SpinnerProps, spinnerSizes } from '../primitives/spinner/spinner.tsx';
