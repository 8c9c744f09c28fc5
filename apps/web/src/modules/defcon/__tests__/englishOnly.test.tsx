import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { operator, paged, panelRow, serve, signIn } from './defconKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };

describe('[DEFCON][A4] Defcon pages stay English, left to right', () => {
  test('A4 with Arabic chosen, a Defcon page is English and LTR (lang="en"); the choice is kept and returns elsewhere', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/panel$/, () => paged([panelRow()])]]);
    storage.set('language', 'ar');
    const { router, user } = renderApp('/defcon/panels/list');
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'Panels', level: 1 }, wait)).toBeVisible();
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('link', { name: 'IP8-0001' }, wait)).toBeVisible();
    // The sidebar speaks English on this page too, and the stored choice is untouched.
    expect(screen.getAllByText('Defcon').length).toBeGreaterThan(0);
    expect(storage.get('language')).toBe('ar');
    // The language menu says why the choice does not apply here.
    await user.click(screen.getByRole('button', { name: /^Language:/ }));
    expect(await screen.findByText('This page is shown in English only')).toBeVisible();
    await user.keyboard('{Escape}');

    await act(() => router.navigate('/core/users/profile/40'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  test('A1 A42 the Defcon entry lists its screens in the sidebar, each with its permission', async () => {
    signIn(operator(['p_defcon_panels_view', 'p_defcon_alarms_view']));
    serve([['GET', /^\/api\/defcon\/panel$/, () => paged([])]]);
    renderApp('/defcon/panels/list');
    const nav = await screen.findByRole('navigation', {}, wait);
    expect(await within(nav).findByRole('link', { name: 'Panels' }, wait)).toHaveAttribute(
      'href',
      '/defcon/panels/list',
    );
    expect(within(nav).queryByText('Customers')).toBeNull();
    expect(within(nav).queryByText('Police')).toBeNull();
    // The empty state of the list.
    expect(await screen.findByText(/no data/i, {}, wait)).toBeVisible();
  });
});
