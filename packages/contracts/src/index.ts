export * as auth from './auth/index.ts';
export * as companies from './companies/index.ts';
export * from './kernel/endpoint.ts';
export * from './kernel/errors.ts';
export * from './kernel/list.ts';
export * as meta from './meta/index.ts';
export * as permissions from './permissions/index.ts';
export * as system from './system/index.ts';
export * from './validation/index.ts';
