import { access } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, publicLink, serve } from './accessKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'tok-abc';
const LINK = `/api/public/metrowatch/one-time-access/${TOKEN}`;
const wait = { timeout: 15_000 };

const refused = (status: number, code: string) => () => json(status, { msg: 'Refused', code });

describe('[METROWATCH][PUBLIC-ONE-TIME-ACCESS] the public one-time access page', () => {
  beforeEach(() => localStorage.clear());

  test('shows the door and the window without sign-in; Open unlocks it once and says so', async () => {
    const { calls } = serve([
      [
        'GET',
        /^\/api\/public\/metrowatch\/one-time-access\/tok-abc$/,
        () => json(200, { data: publicLink() }),
      ],
      [
        'POST',
        /^\/api\/public\/metrowatch\/one-time-access\/tok-abc\/open$/,
        () =>
          json(200, {
            data: {
              granted: true,
              reason: 'One-time link',
              door: { name: 'Front door' },
              usesLeft: 0,
              command: { id: 'c1', state: 'sent' },
            },
          }),
      ],
    ]);
    renderApp(`/metro-watch/one-time-access/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Front door' }, wait)).toBeVisible();
    expect(screen.getByTestId('link-window')).toHaveTextContent('Valid from');
    expect(screen.getByText('1 use left')).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Door access'));

    await userEvent.click(screen.getByRole('button', { name: 'Open the door' }));
    expect(await screen.findByRole('heading', { name: 'Front door is unlocked' }, wait)).toBeVisible();
    expect(screen.getByTestId('door-opened')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the door' })).toBeNull();
    expect(callsTo(calls, 'POST', `${LINK}/open`)).toHaveLength(1);
    // A visitor's call carries no session.
    expect(callsTo(calls, 'GET', LINK)[0]?.headers.authorization).toBeUndefined();
  });

  test.each([
    [410, access.LINK_ERROR_CODES.used, 'Link already used'],
    [410, access.LINK_ERROR_CODES.expired, 'Link expired'],
    [410, access.LINK_ERROR_CODES.revoked, 'Link revoked'],
    [404, access.LINK_ERROR_CODES.unknown, 'Link not found'],
  ])('a %i %s link gets a clear page and no Open button', async (status, code, title) => {
    serve([['GET', /^\/api\/public\/metrowatch\/one-time-access\/tok-abc$/, refused(status, code)]]);
    renderApp(`/metro-watch/one-time-access/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: title }, wait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the door' })).toBeNull();
    expect(screen.queryByText('Refused')).toBeNull();
  });

  test('a link used in the meantime is refused on Open: the page says so and the button goes', async () => {
    serve([
      [
        'GET',
        /^\/api\/public\/metrowatch\/one-time-access\/tok-abc$/,
        () => json(200, { data: publicLink() }),
      ],
      ['POST', /\/open$/, refused(410, access.LINK_ERROR_CODES.used)],
    ]);
    renderApp(`/metro-watch/one-time-access/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open the door' }, wait));
    expect(await screen.findByRole('heading', { name: 'Link already used' }, wait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the door' })).toBeNull();
  });

  test('a lock that does not take the command (asleep) keeps the link: why, and the button to try again', async () => {
    serve([
      [
        'GET',
        /^\/api\/public\/metrowatch\/one-time-access\/tok-abc$/,
        () => json(200, { data: publicLink() }),
      ],
      ['POST', /\/open$/, () => json(409, { msg: 'Wake up The Lock', code: '03010403' })],
    ]);
    renderApp(`/metro-watch/one-time-access/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open the door' }, wait));
    expect(await screen.findByText(/The door did not open: Wake up The Lock/, {}, wait)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the door' })).toBeVisible();
    expect(screen.queryByTestId('door-opened')).toBeNull();
  });

  test('a server failure is said plainly, with a retry and no Open button', async () => {
    serve([
      [
        'GET',
        /^\/api\/public\/metrowatch\/one-time-access\/tok-abc$/,
        () => json(500, { msg: 'Internal Server Error' }),
      ],
    ]);
    renderApp(`/metro-watch/one-time-access/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, wait)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the door' })).toBeNull();
  });

  test('a link not valid yet shows its window and when it opens, without the button', async () => {
    serve([
      [
        'GET',
        /^\/api\/public\/metrowatch\/one-time-access\/tok-abc$/,
        () => json(200, { data: publicLink({ state: 'upcoming' }) }),
      ],
    ]);
    renderApp(`/metro-watch/one-time-access/${TOKEN}`);
    expect(await screen.findByText(/This link opens the door from/, {}, wait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the door' })).toBeNull();
  });
});
