import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests; e2e has its own config.
export default defineConfig({
  test: {
    // Sized for the 2-core machines of CI and development.
    maxWorkers: 2,
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
