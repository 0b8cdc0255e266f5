export * from './email.ts';
export * from './email-action.ts';
