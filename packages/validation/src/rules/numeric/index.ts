export * from './numeric.ts';
export * from './numeric-action.ts';
