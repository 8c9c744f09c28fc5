import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderShell } from '../../../app/__tests__/renderShell.tsx';
import { i18n } from '../../../app/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { CHANGELOG, compareVersions, LATEST_VERSION } from '../changelog.ts';
import { DATA_POLICY_PATH, GLOBAL_UPDATES_PATH, TERMS_PATH, UPDATES_PATH } from '../paths.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

function signIn() {
  storage.set('accessToken', fakeJwt(900));
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', testUser);
  mockFetch(() => json(200, { data: testUser }));
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('[CORE][PAGES] terms and data policy', () => {
  test('A9 A5 the terms show signed out, in English, with the brand, its support contact and the related page', async () => {
    const { router } = renderApp(TERMS_PATH);
    expect(await heading('Terms and conditions')).toBeVisible();
    expect(router.state.location.pathname).toBe(TERMS_PATH);
    const doc = screen.getByTestId('legal-document');
    expect(within(doc).getByRole('heading', { name: 'Accounts and access', level: 2 })).toBeVisible();
    expect(within(doc).getAllByText(/Acme Cloud/).length).toBeGreaterThan(1);
    expect(within(doc).getByText('Contact Acme Cloud support at support@example.com.')).toBeVisible();
    // The deployment's own copy (its configured terms URL) is linked.
    expect(within(doc).getByRole('link', { name: 'https://example.com/terms' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
    expect(within(doc).getByRole('link', { name: 'Data policy' })).toHaveAttribute('href', DATA_POLICY_PATH);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The public layout's footer links both pages.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      TERMS_PATH,
    );
  });

  test('A5 the data policy in Arabic, right to left, signed out', async () => {
    const { router } = renderApp(DATA_POLICY_PATH);
    expect(await heading('Data policy')).toBeVisible();
    await act(() => i18n.changeLanguage('ar'));
    expect(await heading('سياسة البيانات')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const doc = screen.getByTestId('legal-document');
    expect(within(doc).getByRole('heading', { name: 'في متصفحك', level: 2 })).toBeVisible();
    expect(within(doc).getByText('تواصل مع فريق دعم Acme Cloud عبر support@example.com.')).toBeVisible();
    expect(within(doc).queryByText(/Who can see it/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(DATA_POLICY_PATH);
  });
});

describe('[CORE][PAGES] updates and the last seen marker (spec §3)', () => {
  test('the changelog is newest first and every item has English and Arabic', () => {
    const versions = CHANGELOG.map((entry) => entry.version);
    expect([...versions].sort((a, b) => compareVersions(b, a))).toEqual(versions);
    expect(LATEST_VERSION).toBe(versions[0]);
    expect(compareVersions('2026.11.27', '2026.11.9')).toBe(1);
    for (const item of CHANGELOG.flatMap((entry) => entry.items)) {
      expect(item.en.length).toBeGreaterThan(10);
      expect(item.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  test('/global/updates signed out: versions newer than the last seen are New; the visit records the newest', async () => {
    const lastSeen = CHANGELOG[2]?.version ?? '';
    storage.set('lastSeenUpdates', lastSeen);
    renderApp(GLOBAL_UPDATES_PATH);
    expect(await heading('What’s new')).toBeVisible();
    const cards = screen.getAllByTestId('update');
    expect(cards).toHaveLength(CHANGELOG.length);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      `Version ${LATEST_VERSION}`,
    );
    expect(cards.map((card) => card.dataset.new)).toEqual(CHANGELOG.map((_, i) => String(i < 2)));
    expect(screen.getAllByTestId('update-new')).toHaveLength(2);
    await waitFor(() => expect(storage.get('lastSeenUpdates')).toBe(LATEST_VERSION));
    // The marks stay while the page is shown.
    expect(screen.getAllByTestId('update-new')).toHaveLength(2);
  });

  test('nothing is New once the newest version was seen; Arabic items right to left', async () => {
    storage.set('lastSeenUpdates', LATEST_VERSION);
    renderApp(GLOBAL_UPDATES_PATH);
    expect(await heading('What’s new')).toBeVisible();
    expect(screen.queryByTestId('update-new')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(await heading('ما الجديد')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByText(CHANGELOG[0]?.items[0]?.ar ?? '-')).toBeVisible();
  });

  test('signed in: the header’s What’s new shows a dot until /core/updates has been opened', async () => {
    signIn();
    const { user, router } = renderShell('/test/allowed');
    const link = await screen.findByTestId('whats-new');
    expect(link).toHaveAttribute('data-unseen', 'true');
    expect(link).toHaveAccessibleName('What’s new: updates you have not seen yet');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(UPDATES_PATH));
    expect(await heading('What’s new')).toBeVisible();
    // Never seen before: every version is new on this visit.
    expect(screen.getAllByTestId('update-new')).toHaveLength(CHANGELOG.length);
    await waitFor(() => expect(screen.getByTestId('whats-new')).toHaveAttribute('data-unseen', 'false'));
    expect(screen.getByTestId('whats-new')).toHaveAccessibleName('What’s new');
  });

  test('/core/updates needs a session: signed out it goes to sign-in', async () => {
    const { router } = renderApp(UPDATES_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
  });
});

describe('[CORE][PAGES] item keys', () => {
  test('A41 /core/item-keys exists in dev mode only', async () => {
    signIn();
    const dev = renderShell('/core/item-keys', { flags: { devMode: true } });
    expect(await heading('Item keys')).toBeVisible();
    expect(dev.router.state.location.pathname).toBe('/core/item-keys');
    dev.unmount();

    signIn();
    const { router } = renderShell('/core/item-keys');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/page-not-found'));
  });
});
