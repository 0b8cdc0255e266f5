export * from './add-on-name.ts';
export * from './add-on-name-action.ts';
