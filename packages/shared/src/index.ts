export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './fees.ts';
export * from './price-lines.ts';
export * from './profile-status.ts';
