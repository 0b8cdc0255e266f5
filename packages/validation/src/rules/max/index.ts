export * from './max.ts';
export * from './max-action.ts';
