export * from './confirmed.ts';
export * from './confirmed-action.ts';
export * from './confirmed-field-action.ts';
