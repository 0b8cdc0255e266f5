// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Alert, type AlertProps, type AlertTone, alertTones } from '../primitives/alert/alert.tsx';
