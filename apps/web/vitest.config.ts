import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // Each file gets its own worker and jsdom window (the default). Reusing them (isolate: false) carried state
    // from one file into the next twice: Mantine's toasts, and, in a clean clone's file order, a companies
    // list whose edit action never navigated (not reproduced alone); see docs/ARCHITECTURE.md.
    setupFiles: ['./vitest.setup.ts'],
    // Above the setup's 15-second wait for async UI, so a wait that fails says what it waited for.
    testTimeout: 30_000,
  },
});
