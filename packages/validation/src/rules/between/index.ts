export * from './between.ts';
export * from './between-action.ts';
