import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // Workers are reused from file to file (no new process, dependencies imported once); the setup file
    // re-evaluates the app's own modules before each file (docs/ARCHITECTURE.md, Tests).
    isolate: false,
    // Evaluated afresh with them: Mantine's toast store, so a toast from an earlier file's late request (its
    // test over) is not shown in the next file.
    server: { deps: { inline: ['@mantine/notifications'] } },
    setupFiles: ['./vitest.setup.ts'],
    // Above the setup's 15-second wait for async UI, so a wait that fails says what it waited for.
    testTimeout: 30_000,
  },
});
