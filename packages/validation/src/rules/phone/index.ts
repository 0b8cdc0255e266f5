export * from './phone.ts';
export * from './phone-action.ts';
