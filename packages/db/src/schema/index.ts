export * from './core.ts';
export * from './accounts.ts';
export * from './social.ts';
export * from './catalogue.ts';
export * from './drafting.ts';
export * from './commerce.ts';
export * from './fapiao.ts';
export * from './refunds.ts';
