import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests; e2e has its own config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
