export * from './max-value.ts';
export * from './max-value-action.ts';
