import { badInputSweep } from './bad-input.sweep.ts';

// The bad-input sweep, shard 3 of 3 (bad-input.sweep.ts).
await badInputSweep(2, 3);
