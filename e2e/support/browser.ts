import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * The Chromium to drive: `CHROMIUM_PATH`, else the system `/usr/bin/chromium`, else the binary shipped in
 * the `@sparticuz/chromium` npm package (unpacked to the temp dir on first use). Never downloads a browser.
 */
export async function chromiumExecutable(): Promise<{
  path: string;
  source: 'env' | 'system' | 'sparticuz';
}> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: fromEnv, source: 'env' };
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: 'system' };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return { path: await sparticuz.executablePath(), source: 'sparticuz' };
}

/** Headless Chromium. The sparticuz build is chrome-headless-shell, which needs no extra flags beyond ours. */
export async function launchBrowser(): Promise<Browser> {
  const { path } = await chromiumExecutable();
  return chromium.launch({ executablePath: path, headless: true, args: FLAGS });
}
