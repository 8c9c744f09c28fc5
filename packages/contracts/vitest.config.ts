import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    // Schemas and pure functions with no state to carry over: one worker runs file after file without a
    // new process for each.
    isolate: false,
  },
});
