import { badInputSweep } from './bad-input.sweep.ts';

// The bad-input sweep, shard 2 of 3 (bad-input.sweep.ts).
await badInputSweep(1, 3);
