import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrates one database per run; each test file's fresh database starts as a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Workers are reused from file to file (no new process, dependencies imported once); the setup file
    // re-evaluates the app's own modules before each file.
    isolate: false,
    setupFiles: ['src/test/fresh-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
