export * from './chat.ts';
export * from './tickets.ts';
