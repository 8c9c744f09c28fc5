import type { assetwatch } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, serve, signIn } from '../../companies/__tests__/kit.ts';

// happy-dom draws no canvas: the chart is a labelled box (the browser test draws real ones).
vi.mock('../../../ui/Chart/index.ts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

const dashboard: assetwatch.AwDashboard = {
  assets: 12,
  locked: 1,
  byType: [{ id: 1, name: 'Wheelchair', count: 12 }],
  byState: [{ state: 'indoor', count: 12 }],
  byZone: [{ id: 11, name: 'Lobby', count: 12 }],
  seen: 10,
  unseen: 2,
  openAlarms: [
    { rule: 'movedWhileLocked', count: 2 },
    { rule: 'notSeen', count: 1 },
  ],
  movements: [{ day: '2026-11-25', count: 40 }],
};

describe('[AW][DASHBOARD] /asset-watch/analysis/dashboard', () => {
  test('the totals and the charts; 30 days asks for them again', async () => {
    signIn();
    const { calls } = serve([
      ['GET', /^\/api\/asset-watch\/api\/dashboard$/, () => json(200, { data: dashboard })],
    ]);
    const { user } = renderApp('/asset-watch/analysis/dashboard');
    expect(await screen.findByTestId('total-assets', {}, wait)).toHaveTextContent('12');
    expect(screen.getByTestId('total-unseen')).toHaveTextContent('2');
    expect(screen.getByTestId('total-alarms')).toHaveTextContent('3');
    expect(screen.getByRole('img', { name: 'Movements per day' })).toBeInTheDocument();

    await user.click(screen.getByText('30 days'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/asset-watch/api/dashboard').at(-1)?.path).toContain('days=30'),
    );
  });

  test('a failed load: the error state', async () => {
    signIn();
    serve([['GET', /^\/api\/asset-watch\/api\/dashboard$/, () => json(500, { message: 'down' })]]);
    renderApp('/asset-watch/analysis/dashboard');
    expect(await screen.findByText('The dashboard could not be loaded', {}, wait)).toBeInTheDocument();
  });
});
