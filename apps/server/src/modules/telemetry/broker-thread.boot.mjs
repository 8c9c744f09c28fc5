// A worker thread does not inherit the main thread's TypeScript loader: register tsx, then load the entry.
import { register } from 'tsx/esm/api';

register();
await import('./broker-thread.worker.ts');
