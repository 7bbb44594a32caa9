export * from './envelope.ts';
export * from './errors.ts';
export * from './constants.ts';
export * from './countries.ts';
export * from './profile.ts';
export * from './validation.ts';
export * from './format.ts';
export * from './routes.ts';
export * as accounts from './api/accounts.ts';
