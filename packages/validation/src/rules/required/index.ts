export * from './required.ts';
export * from './required-action.ts';
