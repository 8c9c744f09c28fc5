import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // Each file gets its own worker and jsdom window (the default): reusing them (isolate: false) let one
    // file's toasts, held in Mantine's notifications store, show up in the next file's screens.
    setupFiles: ['./vitest.setup.ts'],
  },
});
