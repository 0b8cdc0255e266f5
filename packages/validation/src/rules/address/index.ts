export * from './address.ts';
export * from './address-action.ts';
