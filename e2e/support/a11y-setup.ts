import { afterEach } from 'vitest';
import { checkVisitedScreens, forgetVisits } from './a11y.ts';

// Every spec: the screens a test visited pass the accessibility check (a11y.ts), unless the test failed.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return forgetVisits();
  await checkVisitedScreens();
}, 120_000);
