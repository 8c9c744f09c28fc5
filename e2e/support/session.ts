import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { openSessionPage, type PageOptions, signIn } from './page.ts';

export interface Session {
  browser: Browser;
  /** One signed-in page shared by the file's tests, in order. */
  page: Page;
}

/**
 * A browser and one page signed in as `user`, opened before the file's tests and closed after them. Call it
 * in a `describe` body; read `session.page` inside the tests (it exists once `beforeAll` ran). Tests using it
 * call `screenshotOnFailure(session.page)` themselves.
 */
export function signedInSession(user: { email: string; password: string }, options?: PageOptions): Session {
  const session = {} as Session;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.page = await openSessionPage(session.browser, options);
    await signIn(session.page, user.email, user.password);
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}
