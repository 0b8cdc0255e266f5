/** The client's errors, their guards and the status-code rule of the error page. */
export * from './api-error.ts';
export * from './basket-error.ts';
export * from './checkout-error.ts';
export * from './client-options-error.ts';
export * from './contract-error.ts';
export * from './error-status-code.ts';
export * from './guards.ts';
export * from './http-error.ts';
export * from './network-error.ts';
export * from './required-error.ts';
export * from './session-expired-error.ts';
