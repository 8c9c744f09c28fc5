import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The kit's alarm drawer opened from a live list's row (its button named `details`), the alarm acknowledged
 * through the drawer's dialog, and its status read back as Acknowledged. Returns the drawer, still open.
 */
export async function acknowledgeFromRow(page: Page, row: Locator, details: string) {
  const open = row.getByRole('button', { name: details }).first();
  await open.waitFor();
  await open.click();
  const drawer = page.getByTestId('alarm-drawer');
  await drawer.waitFor();
  await drawer.getByRole('button', { name: 'Acknowledge' }).click();
  const acknowledge = page.getByRole('dialog', { name: 'Acknowledge the alarm' });
  await acknowledge.getByRole('button', { name: 'Save' }).click();
  await acknowledge.waitFor({ state: 'detached' });
  await expect.poll(() => drawer.getByTestId('alarm-status').textContent()).toBe('Acknowledged');
  return drawer;
}
