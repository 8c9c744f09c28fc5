import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { type FetchCall, json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';
import { API, fakeCanvas, previewTable, report, run } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

const devices = () =>
  paged([
    { id: 41, serial: 'FRZ-001', name: 'Freezer 1' },
    { id: 42, serial: 'FRZ-002', name: 'Freezer 2' },
  ]);

describe('[REPORTS] the report form', () => {
  test('the contract checks the form before anything is sent; a 418 is shown under the field it names', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/device$/, devices],
      ['GET', /^\/api\/structure\/search$/, () => paged([])],
      ['POST', new RegExp(`^${API}/preview$`), () => json(200, { data: previewTable() })],
      [
        'POST',
        new RegExp(`^${API}$`),
        () =>
          json(418, [
            { param: 'filters.deviceIds.0', msg: 'Choose a Device of This Company' },
            { param: 'schedule.time', msg: 'Must be a time as HH:mm' },
          ]),
      ],
    ]);
    const { user } = renderApp('/reports/create');
    await screen.findByRole('heading', { name: 'Create a report', level: 1 });
    const columns = screen.getByRole('list', { name: 'Columns, in order' });
    for (const box of within(columns).getAllByRole('checkbox', { checked: true })) await user.click(box);
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    await user.click(screen.getByRole('checkbox', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(await screen.findByText('Please Enter At Least 2 Characters')).toBeInTheDocument();
    expect(screen.getByText('Choose At Least One Column')).toBeInTheDocument();
    expect(screen.getByText('Choose At Least One Format')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', API)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Weekly alarms');
    await user.click(within(columns).getByRole('checkbox', { name: 'Device' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Minutes to close' }));
    // The order is the report's: Minutes to close moved above Device.
    await user.click(within(columns).getByRole('button', { name: 'Move Minutes to close up' }));
    await user.click(screen.getByRole('checkbox', { name: 'CSV' }));
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByRole('combobox', { name: /^Day of the week/ })).toHaveValue('Saturday');
    expect(screen.getByTestId('next-run')).toHaveTextContent(/^Next run: \d\d\/\d\d\/\d{4} 07:00$/);
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(await screen.findByText('Choose a Device of This Company')).toBeInTheDocument();
    expect(screen.getByText('Must be a time as HH:mm')).toBeInTheDocument();
    const [post] = callsTo(calls, 'POST', API);
    expect(post?.body).toMatchObject({
      name: 'Weekly alarms',
      source: 'alarm-handling',
      columns: ['minutesToClose', 'device'],
      formats: ['csv'],
      totals: true,
      language: 'en',
      schedule: { frequency: 'weekly', time: '07:00', weekday: 6, dayOfMonth: null },
      filters: { period: { key: 'last7Days', from: null, to: null }, deviceIds: [], structureIds: [] },
      receptors: [],
    });
  });

  test('the chart: none by default; bars or a line of a numeric column of the source are sent and previewed; a 418 on chart.column shows under it', async () => {
    fakeCanvas();
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/device$/, devices],
      ['GET', /^\/api\/structure\/search$/, () => paged([])],
      [
        'POST',
        new RegExp(`^${API}/preview$`),
        (call) => {
          const chart = (call.body as { chart: { kind: 'bar' | 'line' } | null }).chart;
          return json(200, {
            data: previewTable({
              chart: chart && {
                kind: chart.kind,
                title: 'Minutes to close',
                labels: ['Freezer 1'],
                values: [30],
              },
            }),
          });
        },
      ],
      [
        'POST',
        new RegExp(`^${API}$`),
        () => json(418, [{ param: 'chart.column', msg: 'Not a Numeric Column of This Source' }]),
      ],
    ]);
    const { user } = renderApp('/reports/create');
    await screen.findByRole('heading', { name: 'Create a report', level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Charted alarms');
    const section = screen.getByRole('region', { name: 'Chart' });
    expect(within(section).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(within(section).queryByRole('combobox', { name: /^Column to chart/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(callsTo(calls, 'POST', API)).toHaveLength(1));
    expect(callsTo(calls, 'POST', API)[0]?.body).toMatchObject({ chart: null });

    await user.click(within(section).getByRole('radio', { name: 'Bars' }));
    const column = within(section).getByRole('combobox', { name: /^Column to chart/ });
    // A new chart draws the source's first column with totals; only numbers, durations and amounts are offered.
    expect(column).toHaveValue('Minutes to acknowledge');
    await user.click(column);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Alarm', 'Minutes to acknowledge', 'Minutes to close']);
    await user.click(screen.getByRole('option', { name: 'Minutes to close' }));
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(await within(section).findByText('Not a Numeric Column of This Source')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', API)[1]?.body).toMatchObject({
      chart: { kind: 'bar', column: 'minutesToClose' },
    });
    // The preview is asked with the chart too, and draws it.
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `${API}/preview`).at(-1)?.body).toMatchObject({
        chart: { kind: 'bar', column: 'minutesToClose' },
      }),
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByRole('img', { name: 'Minutes to close' }, { timeout: 5_000 }),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('radio', { name: 'Line' }));
    expect(within(section).queryByText('Not a Numeric Column of This Source')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(callsTo(calls, 'POST', API)).toHaveLength(3));
    expect(callsTo(calls, 'POST', API)[2]?.body).toMatchObject({
      chart: { kind: 'line', column: 'minutesToClose' },
    });

    // A source without numbers has no chart.
    await user.click(screen.getByRole('combobox', { name: /^Source/ }));
    await user.click(await screen.findByRole('option', { name: 'Access events' }));
    expect(await within(section).findByTestId('chart-unavailable')).toHaveTextContent(
      'This source has no numbers to chart.',
    );
    expect(within(section).queryByRole('radio', { name: 'Bars' })).not.toBeInTheDocument();
  });

  test('the live preview: the first rows with totals, asked again when the source changes; empty and failed previews say so', async () => {
    signIn(owner);
    let answer: 'rows' | 'empty' | 'fail' = 'rows';
    const { calls } = serve([
      ['GET', /^\/api\/device$/, devices],
      ['GET', /^\/api\/structure\/search$/, () => paged([])],
      [
        'POST',
        new RegExp(`^${API}/preview$`),
        () => {
          if (answer === 'fail') return json(500, { msg: 'Boom' });
          return json(200, {
            data: answer === 'rows' ? previewTable() : previewTable({ rows: [], rowCount: 0 }),
          });
        },
      ],
    ]);
    const { user } = renderApp('/reports/create');
    const table = await screen.findByRole('table', { name: 'Preview of the report' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('DeviceRaisedMinutes to acknowledge');
    expect(rows[1]).toHaveTextContent('Freezer 1');
    expect(rows[1]).toHaveTextContent('12.5 min');
    expect(within(table).getByTestId('report-totals')).toHaveTextContent(
      'Total, 3 rowsAverage 26.3 min · Maximum 40 min',
    );
    const previews = () => callsTo(calls, 'POST', `${API}/preview`);
    expect(previews()[0]?.body).toMatchObject({
      source: 'alarm-handling',
      filters: { period: { key: 'last7Days' } },
      columns: expect.arrayContaining(['device', 'raisedAt']),
    });

    answer = 'empty';
    await user.click(screen.getByRole('combobox', { name: /^Source/ }));
    await user.click(await screen.findByRole('option', { name: 'Orders and bills' }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
    const last = previews().at(-1) as FetchCall;
    expect(last.body).toMatchObject({ source: 'orders', filters: { deviceIds: [], structureIds: [] } });
    expect((last.body as { columns: string[] }).columns).toContain('total');

    answer = 'fail';
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(await screen.findByText('The preview could not be loaded')).toBeInTheDocument();
    answer = 'rows';
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Preview of the report' })).toBeInTheDocument();
  });

  test('receptors: a new report sends its addresses with it; an edited one adds and removes them at once, and shows its past runs', async () => {
    signIn(owner);
    let current = report();
    const { calls } = serve([
      ['GET', /^\/api\/device$/, devices],
      ['GET', /^\/api\/structure\/search$/, () => paged([])],
      ['POST', new RegExp(`^${API}/preview$`), () => json(200, { data: previewTable() })],
      ['POST', new RegExp(`^${API}$`), (call) => json(201, { data: report({ ...(call.body as object) }) })],
      ['GET', new RegExp(`^${API}$`), () => paged([current])],
      ['GET', new RegExp(`^${API}/5$`), () => json(200, { data: current })],
      [
        'GET',
        new RegExp(`^${API}/5/pdf$`),
        () => json(477, { msg: 'The report cannot be printed now', code: 'REPORT_NOT_PRINTABLE' }),
      ],
      [
        'GET',
        new RegExp(`^${API}/5/runs$`),
        () => paged([run({ status: 'failed', attempts: 3, error: 'SMTP down' })]),
      ],
      [
        'POST',
        new RegExp(`^${API}/5/receptor$`),
        (call) => {
          const { email } = call.body as { email: string };
          current = { ...current, receptors: [...current.receptors, email] };
          return json(200, { data: current });
        },
      ],
      [
        'DELETE',
        new RegExp(`^${API}/5/receptor$`),
        (call) => {
          const { email } = call.body as { email: string };
          current = { ...current, receptors: current.receptors.filter((r) => r !== email) };
          return json(200, { data: current });
        },
      ],
    ]);
    const created = renderApp('/reports/create');
    await screen.findByRole('heading', { name: 'Create a report', level: 1 });
    const email = screen.getByRole('textbox', { name: /^Email address/ });
    await created.user.type(email, 'not-an-address');
    await created.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await created.user.clear(email);
    await created.user.type(email, 'Night.Shift@Customer.demo{Enter}');
    expect(await screen.findByText('night.shift@customer.demo')).toBeInTheDocument();
    await created.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Night alarms');
    await created.user.click(screen.getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(created.router.state.location.pathname).toBe('/reports/list'));
    expect(callsTo(calls, 'POST', API)[0]?.body).toMatchObject({ receptors: ['night.shift@customer.demo'] });
    expect(callsTo(calls, 'POST', `${API}/5/receptor`)).toHaveLength(0);
    created.unmount();

    const { user } = renderApp('/reports/edit/5');
    expect(await screen.findByDisplayValue('Weekly alarms')).toBeInTheDocument();
    const runs = await screen.findByRole('table', { name: 'Past runs' });
    expect(within(runs).getByTestId('run-status')).toHaveTextContent('Failed');
    expect(runs).toHaveTextContent('SMTP down');
    expect(within(runs).getByRole('button', { name: 'Download the PDF of Weekly alarms' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'guard@customer.demo{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Receptors' })).toHaveTextContent('guard@customer.demo'),
    );
    expect(callsTo(calls, 'POST', `${API}/5/receptor`)[0]?.body).toEqual({ email: 'guard@customer.demo' });
    const receptors = screen.getByRole('list', { name: 'Receptors' });
    expect(receptors).toHaveTextContent('manager@customer.demo');
    await user.click(within(receptors).getByRole('button', { name: 'Remove ops@customer.demo' }));
    await waitFor(() => expect(receptors).not.toHaveTextContent('ops@customer.demo'));
    expect(callsTo(calls, 'DELETE', `${API}/5/receptor`)[0]?.body).toEqual({ email: 'ops@customer.demo' });
    // R145: a report the server cannot print now says so where it was asked, without a toast.
    await user.click(screen.getByRole('button', { name: 'PDF of its data now' }));
    expect(await screen.findByTestId('print-message')).toHaveTextContent(
      /cannot be printed now; try again later/,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('The report cannot be printed now')).not.toBeInTheDocument();
    // Saving an edited report leaves its receptors to those calls.
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', `${API}/5`)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', `${API}/5`)[0]?.body).not.toHaveProperty('receptors');
  });
});
