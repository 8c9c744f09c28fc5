import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, member, query, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const entry = (id: number, success: boolean, reason: string | null = null) => ({
  id,
  email: 'member@customer.demo',
  userId: 11,
  success,
  reason,
  ip: '10.0.0.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/147.0',
  createdAt: '2025-05-01T10:00:00.000Z',
});

describe('[CORE][USERS] access log', () => {
  test('lists time, email, success or failure with its reason, IP and browser, 25 a page', async () => {
    signIn(member);
    const { calls } = serve([
      [
        'GET',
        /^\/api\/session-log$/,
        () => json(200, { data: [entry(2, false, 'wrong password'), entry(1, true)], totalRecords: 2 }),
      ],
    ]);
    renderApp('/core/users/access-log');
    expect(await screen.findByRole('heading', { name: 'Access log', level: 1 })).toBeInTheDocument();
    const failed = (await screen.findByText('wrong password')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failure')).toBeInTheDocument();
    expect(within(failed).getByText('10.0.0.7')).toBeInTheDocument();
    expect(within(failed).getByText('member@customer.demo')).toBeInTheDocument();
    expect(within(failed).getByText(/Chrome\/147/)).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    const sent = query(callsTo(calls, 'GET', '/api/session-log')[0]);
    expect(sent.get('limit')).toBe('25');
    expect(sent.get('offset')).toBe('0');
    expect(sent.has('sortBy')).toBe(false);
  });

  test('R166 no attempts shows "no logs yet"; a failure shows an error state', async () => {
    signIn(member);
    serve([['GET', /^\/api\/session-log$/, () => json(200, { data: [], totalRecords: 0 })]]);
    const first = renderApp('/core/users/access-log');
    expect(await screen.findByText('no logs yet')).toBeInTheDocument();
    first.unmount();

    signIn(member);
    serve([['GET', /^\/api\/session-log$/, () => json(500, { msg: 'Database unavailable' })]]);
    renderApp('/core/users/access-log');
    expect(await screen.findByText('The table could not be loaded')).toBeInTheDocument();
  });
});
