import { defineConfig } from 'vitest/config';

// End-to-end: the built web app served by the real server, driven in headless Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    // After each test, axe-core checks every screen the test visited (support/a11y.ts).
    setupFiles: ['./support/a11y-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // `expect.poll` gives up after 1 s by default: a server answer on a loaded 2-core machine can take longer
    // (a clean-clone CI run failed on a 418 shown under its field after 1 s). As long as a locator's wait.
    expect: { poll: { timeout: 15_000 } },
    // In CI a failed browser test runs once more before it fails the run (a timing hiccup of a 2-core machine
    // running two servers and two browsers); a real fault fails both tries. Locally a failure is reported at once.
    retry: process.env.CI ? 1 : 0,
    // Spec files are shared out between E2E_WORKERS workers, each with its own server (support/servers.ts).
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1),
  },
});
