export * from './between-player-number.ts';
export * from './between-player-number-action.ts';
