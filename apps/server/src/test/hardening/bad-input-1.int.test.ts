import { badInputSweep } from './bad-input.sweep.ts';

// The bad-input sweep, shard 1 of 3 (bad-input.sweep.ts).
await badInputSweep(0, 3);
