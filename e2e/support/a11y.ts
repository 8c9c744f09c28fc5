import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The accessibility check every spec inherits (issue 15 §3, WCAG 2.2 AA): each page opened through
 * openPage/openSessionPage records the URLs it visits; after each test (a11y-setup.ts) every screen visited
 * is opened again in a new tab of the same browser context (same session, same tab storage) in English and
 * in Arabic, axe-core runs in it and any serious or critical violation fails the test. A screen is a route
 * path with its ids masked, checked once per language per run (the list of checked screens is a file shared
 * by the run's spec files).
 *
 * Every violation, of any impact, is recorded in e2e/artifacts/a11y-report.jsonl. A11Y_CHECK=off skips the
 * check; A11Y_CHECK=report records without failing.
 */

type Language = 'en' | 'ar';
const LANGUAGES: readonly Language[] = ['en', 'ar'];
const LANGUAGE_KEY = 'atrium.language.v1';
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Screens not opened again: loading them acts (a payment's result is reported to the server, a one-time
 * link is spent, signing in as a company owner starts a session) or depends on a state the test had then
 * (the two-factor step of a sign-in in progress).
 */
const NOT_REVISITED = [
  /\/payment\//,
  /\/verify-account\//,
  /\/login-as-company-owner\//,
  /\/company-owner-login/,
  /^\/core\/auth\/verify$/,
  /^\/api\//,
];

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

const mode = (): 'off' | 'report' | 'fail' => {
  const value = process.env.A11Y_CHECK;
  return value === 'off' || value === 'report' ? value : 'fail';
};

/** Pages whose visits are checked after each test, with the URLs visited since the last check. */
const visits = new Map<Page, Set<string>>();

/** Records the top-level URLs `page` visits (loads and in-app navigations alike). */
export function trackVisits(page: Page) {
  if (mode() === 'off') return;
  const seen = new Set<string>();
  visits.set(page, seen);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http')) seen.add(frame.url());
  });
  page.on('close', () => visits.delete(page));
}

/** The screen a URL shows: its path with numeric ids, UUIDs and tokens (long, with digits) masked. */
export function screenKey(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .split('/')
    .map((segment) =>
      /^\d+$/.test(segment) || (/^[\w-]{16,}$/.test(segment) && /\d/.test(segment)) ? ':id' : segment,
    )
    .join('/');
}

let checked: Set<string> | undefined;
const redirects = new Map<string, number>();
function checkedScreens(): Set<string> {
  if (!checked) {
    const file = inject('a11yChecked');
    checked = new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  }
  return checked;
}
function markChecked(key: string) {
  checkedScreens().add(key);
  appendFileSync(inject('a11yChecked'), `${key}\n`);
}

/**
 * Waits until the screen shows its content: the router idle (main.tsx marks the document aria-busy while a screen
 * loads, a redirect's target too), no loader or skeleton in sight (at most a few seconds).
 */
async function settle(page: Page) {
  await page.waitForLoadState('load').catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.documentElement.hasAttribute('aria-busy') &&
        !Array.from(
          document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]'),
        ).some((element) => element.getClientRects().length > 0) &&
        !!document.querySelector('#root > *'),
      undefined,
      { timeout: 6_000, polling: 100 },
    )
    .catch(async () => {
      if (!process.env.A11Y_DEBUG) return;
      const left = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]'),
        )
          .map((element) => element.parentElement?.outerHTML.slice(0, 200))
          .join('\n'),
      );
      console.log(`a11y settle timed out on ${page.url()}: ${left}`);
    });
  // Transitions (menus, collapses, fades) end before colours are measured (an endless animation, a live marker's
  // pulse, is not waited for): one round trip, and none to wait for when nothing moves.
  await page
    .evaluate(() => {
      const moving = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (moving.length === 0) return;
      return Promise.race([
        Promise.all(moving.map((a) => a.finished.catch(() => {}))),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
    })
    .catch(() => {});
}

/** axe-core's violations on the page as it is now, of any impact. axe must be injected. */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  const results = await page.evaluate(async (tags) => {
    // Live alarm toasts come and go over any screen (the demo's jobs raise alarms at any time) and were
    // measured mid-fade; they are not the screen under check.
    const context = { include: [document], exclude: [['.mantine-Notifications-root']] };
    const run = await (window as unknown as { axe: typeof axe }).axe.run(context as never, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return run.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim()),
    }));
  }, TAGS);
  return results;
}

const failing = (violations: A11yViolation[]) =>
  violations.filter((violation) => FAILING_IMPACTS.has(violation.impact));

/** Injects axe-core in every document of `page` (an init script: no CSP applies, evaluated once per load). */
export const injectAxe = (page: Page) => page.addInitScript({ content: axe.source });

/** Fails when the page as it is now has a serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = failing(await axeViolations(page));
  if (violations.length > 0) throw new Error(describeViolations([{ screen: label, violations }]));
}

interface ScreenReport {
  screen: string;
  violations: A11yViolation[];
}

function describeViolations(reports: ScreenReport[]): string {
  const lines = ['Accessibility violations (axe-core, serious or critical):'];
  for (const { screen, violations } of reports) {
    for (const violation of violations) {
      lines.push(`- ${screen}: ${violation.rule} (${violation.impact}) ${violation.help}`);
      for (const node of violation.nodes.slice(0, 5)) lines.push(`    ${node.replace(/\s+/g, ' ')}`);
      if (violation.nodes.length > 5) lines.push(`    … ${violation.nodes.length - 5} more`);
    }
  }
  return lines.join('\n');
}

async function checkScreens(page: Page, urls: string[]): Promise<ScreenReport[]> {
  // The test's own tab keeps its per-tab storage (dev mode, an acting-as session); a checking tab starts
  // with a copy of it. Both share the signed-in session of the context.
  const { session, identity } = await page
    .evaluate((keys) => {
      const session = Object.entries(sessionStorage);
      return { session, identity: JSON.stringify([session, keys.map((key) => localStorage.getItem(key))]) };
    }, IDENTITY_KEYS)
    .catch(() => ({ session: [] as [string, string][], identity: '' }));
  // One tab per language, side by side.
  const reports = await Promise.all(
    LANGUAGES.map((language) => checkScreensIn(page.context(), language, session, identity, urls)),
  );
  return reports.flat();
}

/** What the app reads once when it starts: a checking tab started with other values is replaced. */
const IDENTITY_KEYS = ['atrium.user.v1', 'atrium.company.v1', 'atrium.permissions.v1'];

/**
 * The checking tab of a context in a language, kept open from check to check: the next screen is reached by
 * the app's own routing (history and popstate), not by loading the app again. A tab started with another
 * user, company, permissions or tab storage than the test's tab has now is replaced.
 */
interface Checker {
  tab: Page;
  identity: string;
  /** Freezes the tab between checks, wakes it for the next (Chrome DevTools Protocol). */
  lifecycle: (state: 'frozen' | 'active') => Promise<void>;
}
const checkers = new WeakMap<BrowserContext, Map<Language, Checker>>();

async function checkerTab(
  context: BrowserContext,
  language: Language,
  session: [string, string][],
  identity: string,
): Promise<Checker> {
  const byLanguage = checkers.get(context) ?? new Map<Language, Checker>();
  checkers.set(context, byLanguage);
  const known = byLanguage.get(language);
  if (known && !known.tab.isClosed() && known.identity === identity) {
    await known.lifecycle('active');
    return known;
  }
  if (known && !known.tab.isClosed()) await known.tab.close();
  const tab = await context.newPage();
  const devtools = await context.newCDPSession(tab);
  // Between checks the tab would go on running the screen it last checked (live maps, polling, the realtime
  // socket's alarms) beside the test: two checking tabs per browser took as much CPU as the test's own tab.
  const lifecycle = async (state: 'frozen' | 'active') => {
    await devtools.send('Page.setWebLifecycleState', { state }).catch(() => {});
  };
  await injectAxe(tab);
  // This tab reads and keeps its own language: the choice stored for the context (the test's tab) stays.
  await tab.addInitScript(
    ({ session, key, language }) => {
      for (const [name, value] of session) sessionStorage.setItem(name, value);
      const { getItem, setItem } = Storage.prototype;
      Storage.prototype.getItem = function (name: string) {
        return this === localStorage && name === key ? JSON.stringify(language) : getItem.call(this, name);
      };
      Storage.prototype.setItem = function (name: string, value: string) {
        if (this !== localStorage || name !== key) setItem.call(this, name, value);
      };
    },
    { session, key: LANGUAGE_KEY, language },
  );
  const checker = { tab, identity, lifecycle };
  byLanguage.set(language, checker);
  return checker;
}

/**
 * Opens `url` in the checking tab: by the app's routing when the tab already shows the app, waiting until
 * the router is idle (main.tsx marks the document aria-busy while a screen loads); else by loading it.
 */
async function visit(tab: Page, url: string): Promise<boolean> {
  // A new tab is on about:blank, whose origin is never the app's.
  const inApp =
    new URL(tab.url()).origin === new URL(url).origin &&
    (await tab.evaluate(() => !!document.querySelector('#root > *')).catch(() => false));
  if (!inApp) return !!(await tab.goto(url).catch(() => null));
  await tab.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await tab
    .waitForFunction(() => !document.documentElement.hasAttribute('aria-busy'), undefined, {
      timeout: 10_000,
      polling: 50,
    })
    .catch(() => {});
  return true;
}

async function checkScreensIn(
  context: BrowserContext,
  language: Language,
  session: [string, string][],
  identity: string,
  urls: string[],
): Promise<ScreenReport[]> {
  const todo = urls.filter((url) => !checkedScreens().has(`${language} ${screenKey(url)}`));
  if (todo.length === 0) return [];
  const checker = await checkerTab(context, language, session, identity);
  try {
    return await checkEach(checker.tab, language, todo);
  } finally {
    await checker.lifecycle('frozen');
  }
}

async function checkEach(tab: Page, language: Language, todo: string[]): Promise<ScreenReport[]> {
  const reports: ScreenReport[] = [];
  for (const url of todo) {
    const key = `${language} ${screenKey(url)}`;
    if (checkedScreens().has(key)) continue;
    const started = Date.now();
    if (!(await visit(tab, url))) continue;
    const loaded = Date.now();
    await settle(tab);
    const settled = Date.now();
    const landed = `${language} ${screenKey(tab.url())}`;
    // A URL that led elsewhere (a signed-in user on sign-in) is tried again on a later visit, twice at most.
    if (landed === key || (redirects.set(key, (redirects.get(key) ?? 0) + 1).get(key) ?? 0) >= 2)
      markChecked(key);
    if (landed !== key && checkedScreens().has(landed)) continue;
    markChecked(landed);
    const violations = await axeViolations(tab);
    if (process.env.A11Y_DEBUG)
      console.log(
        `a11y ${key}: ${violations.map((v) => `${v.rule}/${v.impact}`).join(',')} rules, visit ${loaded - started} settle ${settled - loaded} axe ${Date.now() - settled} ms`,
      );
    if (violations.length > 0)
      reports.push({ screen: `${key} (${new URL(tab.url()).pathname})`, violations });
  }
  return reports;
}

/** Drops the visits not checked yet (a failed test's). */
export function forgetVisits() {
  for (const seen of visits.values()) seen.clear();
}

/** Checks the screens the tracked pages visited since the last check; throws on violations. */
export async function checkVisitedScreens() {
  if (mode() === 'off') return;
  const reports: ScreenReport[] = [];
  for (const [page, seen] of visits) {
    const urls = [...seen].filter(
      (url) => !NOT_REVISITED.some((pattern) => pattern.test(new URL(url).pathname)),
    );
    seen.clear();
    if (process.env.A11Y_DEBUG) console.log(`a11y visited: ${urls.join(' ')}`);
    if (page.isClosed() || urls.length === 0) continue;
    // One URL per screen.
    const byScreen = new Map(urls.map((url) => [screenKey(url), url]));
    reports.push(...(await checkScreens(page, [...byScreen.values()])));
  }
  // Every violation goes to the run's report; the serious and critical ones fail the test.
  const file = inject('a11yReport');
  for (const report of reports) appendFileSync(file, `${JSON.stringify(report)}\n`);
  const failures = reports
    .map(({ screen, violations }) => ({ screen, violations: failing(violations) }))
    .filter(({ violations }) => violations.length > 0);
  if (failures.length > 0 && mode() === 'fail') throw new Error(describeViolations(failures));
}
