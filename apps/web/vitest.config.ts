import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // Workers and their jsdom window are reused from file to file; src/testing/freshFile.ts re-evaluates
    // the app's modules, blanks the document and storage, and clears Mantine's toasts.
    isolate: false,
    setupFiles: ['./src/testing/freshFile.ts', './vitest.setup.ts'],
    // Above the setup's 15-second wait for async UI, so a wait that fails says what it waited for.
    testTimeout: 30_000,
  },
});
