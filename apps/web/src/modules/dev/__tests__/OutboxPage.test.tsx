import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderShell } from '../../../app/__tests__/renderShell.tsx';
import { setSessionExpiredHandler } from '../../../lib/api.ts';
import { clearRequestCache } from '../../../lib/requestCache.ts';
import { storage } from '../../../lib/storage.ts';
import { type FetchCall, fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';
import { findSidebar } from '../../../testing/renderApp.tsx';
import { segmentsOf } from '../components/LinkifiedText.tsx';

const OUTBOX = '/core/dev/outbox';
const LINK = 'http://localhost:3000/core/auth/verify-account/0123456789abcdef0123';

const mail = (id: number, to: string, sent: boolean) => ({
  id,
  channel: 'email' as 'email' | 'sms',
  to,
  subject: `Confirm your email for Acme Cloud #${id}`,
  text: `Welcome to Acme Cloud. Confirm your email address here within 3 days:\n\n${LINK}`,
  createdAt: '2025-05-01T10:00:00.000Z',
  sentAt: sent ? '2025-05-01T10:00:02.000Z' : null,
});

function signIn(user = testUser) {
  storage.set('accessToken', fakeJwt(900));
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', user);
}

const sms = (id: number, to: string) => ({
  ...mail(id, to, false),
  channel: 'sms' as const,
  subject: '',
  text: `Acme Cloud: your verification code is 042917. It expires in 10 minutes.`,
});

/** GET /api/dev/outbox answers from `rows`, honouring `to`, `channel`, `limit` and `offset`. */
function serveOutbox(rows: ReturnType<typeof mail>[], me = testUser) {
  return mockFetch(({ path }: FetchCall) => {
    if (!path.startsWith('/api/dev/outbox')) return json(200, { data: me });
    const query = new URL(path, 'http://x').searchParams;
    const to = query.get('to');
    const channel = query.get('channel');
    const matching = rows.filter(
      (row) => (!to || row.to === to.toLowerCase()) && (!channel || row.channel === channel),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 25);
    return json(200, { data: matching.slice(offset, offset + limit), totalRecords: matching.length });
  });
}

const outboxCalls = (calls: FetchCall[]) => calls.filter((call) => call.path.startsWith('/api/dev/outbox'));

describe('[DEV][OUTBOX] page', () => {
  beforeEach(() => {
    clearRequestCache();
    setSessionExpiredHandler(() => {});
  });

  test('lists the mails with recipient, subject, time and sent or queued, 25 a page', async () => {
    signIn();
    const rows = Array.from({ length: 30 }, (_, index) =>
      mail(30 - index, `user${index}@example.com`, index !== 0),
    );
    const { calls } = serveOutbox(rows);
    const { user } = renderShell(OUTBOX, { flags: { devMode: true } });
    expect(await screen.findByRole('heading', { name: 'Outbox', level: 1 })).toBeInTheDocument();
    const first = (await screen.findByText('user0@example.com')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Confirm your email for Acme Cloud #30')).toBeInTheDocument();
    expect(within(first).getByText('Queued')).toBeInTheDocument();
    expect(first).toHaveTextContent(/2025-05-01 \d\d:00:00/);
    expect(
      within(screen.getByText('user1@example.com').closest('tr') as HTMLElement).getByText('Sent'),
    ).toBeVisible();
    expect(outboxCalls(calls)[0]?.path).toMatch(/limit=25&offset=0/);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('user25@example.com')).toBeInTheDocument();
    expect(outboxCalls(calls).at(-1)?.path).toMatch(/limit=25&offset=25/);
  });

  test('filters by recipient address and opens a mail with its links clickable', async () => {
    signIn();
    const { calls } = serveOutbox([mail(2, 'lina@example.com', true), mail(1, 'omar@example.com', false)]);
    const { user } = renderShell(OUTBOX, { flags: { devMode: true } });
    await screen.findByText('omar@example.com');
    await user.type(screen.getByPlaceholderText('Recipient address or phone number'), 'Lina@Example.com');
    // The filter is sent once typing pauses: on a busy machine a first request may go after one letter.
    await waitFor(() => expect(outboxCalls(calls).at(-1)?.path).toContain('to=Lina%40Example.com'));
    await waitFor(() => expect(screen.queryByText('omar@example.com')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Confirm your email for Acme Cloud #2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('mail-text')).toHaveTextContent('Welcome to Acme Cloud.');
    expect(within(dialog).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
  });

  test('SMS sit beside mail: a channel column and filter; an SMS opens with its text', async () => {
    signIn();
    const { calls } = serveOutbox([sms(2, '+971501234567'), mail(1, 'omar@example.com', true)]);
    const { user } = renderShell(OUTBOX, { flags: { devMode: true } });
    const smsRow = (await screen.findByText('+971501234567')).closest('tr') as HTMLElement;
    expect(within(smsRow).getByText('SMS')).toBeInTheDocument();
    expect(
      within(screen.getByText('omar@example.com').closest('tr') as HTMLElement).getByText('Email'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await waitFor(() => expect(screen.queryByText('omar@example.com')).not.toBeInTheDocument());
    expect(outboxCalls(calls).at(-1)?.path).toContain('channel=sms');

    await user.click(screen.getByText(/verification code is 042917/, { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS' });
    expect(within(dialog).getByTestId('mail-text')).toHaveTextContent('your verification code is 042917');
  });

  test('an empty outbox says so; a failed load shows an error state', async () => {
    signIn();
    serveOutbox([]);
    const { unmount } = renderShell(OUTBOX, { flags: { devMode: true } });
    expect(await screen.findByText('no logs yet')).toBeInTheDocument();
    unmount();
    clearRequestCache();
    mockFetch(({ path }) =>
      path.startsWith('/api/dev/outbox')
        ? json(500, { msg: 'Something went wrong on our side', code: 'INTERNAL_ERROR' })
        : json(200, { data: testUser }),
    );
    renderShell(OUTBOX, { flags: { devMode: true } });
    expect(await screen.findByText('The table could not be loaded')).toBeInTheDocument();
  });

  test('system administrators only: others get neither the sidebar entry nor the page', async () => {
    const member = { ...testUser, id: 5, isAdmin: false, adminType: null };
    signIn(member);
    storage.set('permissions', ['m_company']);
    const { calls } = serveOutbox([], member);
    const { router } = renderShell(OUTBOX, { flags: { devMode: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/5'));
    const nav = await findSidebar();
    expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(outboxCalls(calls)).toHaveLength(0);
  });

  test('admins find it in the development container; outside dev mode it does not exist', async () => {
    signIn();
    serveOutbox([]);
    const { unmount } = renderShell('/core/users/profile/1', { flags: { devMode: true } });
    const nav = await findSidebar();
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', OUTBOX);
    unmount();
    const { router } = renderShell(OUTBOX);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/page-not-found'));
  });

  test('cuts mail text into plain runs and links', () => {
    expect(segmentsOf('Open https://a.example/x?token=1 now')).toEqual([
      { start: 0, text: 'Open ', link: false },
      { start: 5, text: 'https://a.example/x?token=1', link: true },
      { start: 32, text: ' now', link: false },
    ]);
  });
});
