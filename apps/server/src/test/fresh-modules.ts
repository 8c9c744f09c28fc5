import { vi } from 'vitest';

// The server project runs its files one after another in reused workers (`isolate: false`), which spares
// each file a new process and a fresh import of every dependency. Before each file, its own source modules
// are evaluated afresh, as in a new worker: no module state (caches, counters) carries over from the file
// before. Mocks stay per file (Vitest keeps one mock registry per test file).
vi.resetModules();
