export * from './email.ts';
export * from './password.ts';
