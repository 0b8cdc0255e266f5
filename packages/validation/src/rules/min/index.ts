export * from './min.ts';
export * from './min-action.ts';
