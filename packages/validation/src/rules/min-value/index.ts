export * from './min-value.ts';
export * from './min-value-action.ts';
