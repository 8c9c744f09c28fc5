import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { findSidebar, renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, member, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';
import { API, report, run } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

describe('[REPORTS] the reports list', () => {
  test('a report in words: source, schedule and next run, formats, language, receptors, last run; run now queues it and its status follows', async () => {
    signIn(owner);
    let state: 'done' | 'queued' | 'finished' = 'done';
    const { calls } = serve([
      [
        'GET',
        new RegExp(`^${API}$`),
        () => {
          if (state === 'done') return paged([report()]);
          if (state === 'queued') {
            state = 'finished';
            return paged([
              report({ lastRun: run({ id: 10, trigger: 'manual', status: 'queued', files: [] }) }),
            ]);
          }
          return paged([
            report({ lastRun: run({ id: 10, trigger: 'manual', status: 'failed', error: 'No PDF' }) }),
          ]);
        },
      ],
      [
        'POST',
        new RegExp(`^${API}/5/run$`),
        () => {
          state = 'queued';
          return json(202, { data: run({ id: 10, trigger: 'manual', status: 'queued', files: [] }) });
        },
      ],
    ]);
    const { user } = renderApp('/reports/list');
    const table = await screen.findByRole('table', { name: 'Reports' });
    const row = (await within(table).findByText('Weekly alarms')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Alarm handling times');
    expect(row).toHaveTextContent('Weekly on Saturday at 07:00 (Asia/Dubai)');
    expect(row).toHaveTextContent('Next run: 29/11/2026 07:00');
    expect(row).toHaveTextContent('PDF, CSV');
    expect(row).toHaveTextContent('English');
    expect(within(row).getByTestId('run-status')).toHaveTextContent('Succeeded');
    // A page is 25 rows.
    const [first] = callsTo(calls, 'GET', API);
    expect(new URL(first?.path ?? '', 'http://x').searchParams.get('limit')).toBe('25');

    await user.click(within(row).getByRole('button', { name: 'Run Weekly alarms now' }));
    expect(await screen.findByText('Weekly alarms is queued: its status updates here.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${API}/5/run`)).toHaveLength(1);
    await waitFor(() => expect(within(table).getByTestId('run-status')).toHaveTextContent('Queued'));
    // While queued the list looks again by itself, until the run has an outcome.
    await waitFor(() => expect(within(table).getByTestId('run-status')).toHaveTextContent('Failed'), {
      timeout: 10_000,
    });
  });

  test('the last PDF downloads under its file name; delete asks first, then removes the report', async () => {
    signIn(owner);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let deleted = false;
    const { calls } = serve([
      ['GET', new RegExp(`^${API}$`), () => paged(deleted ? [] : [report()])],
      [
        'GET',
        new RegExp(`^${API}/5/runs/9/file$`),
        () =>
          new Response(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ],
      [
        'DELETE',
        new RegExp(`^${API}/5$`),
        () => {
          deleted = true;
          return json(200, { data: { id: 5 } });
        },
      ],
    ]);
    const { user } = renderApp('/reports/list');
    const table = await screen.findByRole('table', { name: 'Reports' });
    await within(table).findByText('Weekly alarms');
    await user.click(within(table).getByRole('button', { name: 'Download the PDF of Weekly alarms' }));
    await waitFor(() => expect(saved).toEqual(['weekly-alarms-2026-11-22.pdf']));
    const [download] = callsTo(calls, 'GET', `${API}/5/runs/9/file`);
    expect(download?.path).toContain('format=pdf');

    await user.click(within(table).getByRole('button', { name: 'Delete Weekly alarms' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the report Weekly alarms? Its runs and files go with it');
    expect(callsTo(calls, 'DELETE', `${API}/5`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `${API}/5`)).toHaveLength(1);
  });

  test('a failed load offers a retry; no reports says so with a way to create one', async () => {
    signIn(owner);
    let fail = true;
    serve([['GET', new RegExp(`^${API}$`), () => (fail ? json(500, { msg: 'Boom' }) : paged([]))]]);
    const { user } = renderApp('/reports/list');
    expect(await screen.findByText('The table could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create a report' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/reports/create');
  });

  test('[REPORTS] A37 the list needs the report permission: without it the page is not shown and the sidebar has no entry', async () => {
    signIn(member, []);
    const { calls } = serve([['GET', new RegExp(`^${API}$`), () => paged([report()])]]);
    const denied = renderApp('/reports/list');
    await waitFor(() => expect(denied.router.state.location.pathname).not.toBe('/reports/list'));
    const deniedNav = await findSidebar();
    expect(within(deniedNav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', API)).toHaveLength(0);
    denied.unmount();

    // A member holds the view permission alone: the list, without create, run or edit.
    signIn(member);
    renderApp('/reports/list');
    const table = await screen.findByRole('table', { name: 'Reports' });
    await within(table).findByText('Weekly alarms');
    const nav = await findSidebar();
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports/list');
    expect(screen.queryByRole('button', { name: 'Run Weekly alarms now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a report' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Weekly alarms' })).not.toBeInTheDocument();
  });
});
