import type { alarms } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, device, owner, paged, type Route, serve, signIn, solutions } from './kit.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const at = '2025-06-01T10:00:00.000Z';
const template: alarms.Template = {
  id: 5,
  name: 'Cold room',
  description: 'Keeps the cold chain',
  company: { id: 3, name: 'Demo Customer' },
  solutionId: 18,
  enabled: true,
  rules: [
    { id: 'r-temp', kind: 'range', key: 'temperature', min: 2, max: 8, severity: 'major' },
    { id: 'r-silence', kind: 'no-data', minutes: 15, severity: 'warning' },
  ],
  createdAt: at,
  updatedAt: at,
};
const sensorTypes = [
  { id: 1, name: 'Temperature', key: 'temperature', unit: '°C', min: -60, max: 150, solutionIds: [17, 18] },
  { id: 2, name: 'Humidity', key: 'humidity', unit: '%', min: 0, max: 100, solutionIds: [17, 18] },
];

function serveTemplates(more: Route[] = []) {
  return serve([
    ...more,
    ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: solutions })],
    ['GET', /^\/api\/swam\/sensor-type$/, () => json(200, { data: sensorTypes })],
    ['GET', /^\/api\/swam\/template$/, () => paged([template])],
    ['GET', /^\/api\/swam\/template\/5$/, () => json(200, { data: template })],
    ['GET', /^\/api\/swam\/device$/, () => paged([device()])],
    ['POST', /^\/api\/swam\/template$/, () => json(201, { data: { ...template, id: 6 } })],
    ['PUT', /^\/api\/swam\/template\/5$/, () => json(200, { data: template })],
  ]);
}

const rule = (n: number) => screen.getByRole('group', { name: `Rule ${n}` });

async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('[SWAM][TEMPLATES] template screens', () => {
  test('the list pages templates from GET /swam/template with copy, edit and details links', async () => {
    signIn(owner);
    serveTemplates();
    renderApp('/ignite-shield/templates/list');
    const link = await screen.findByRole('link', { name: 'Cold room' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/ignite-shield/templates/5/details');
    expect(screen.getByRole('link', { name: 'Copy Cold room' })).toHaveAttribute(
      'href',
      '/ignite-shield/templates/5/create',
    );
    expect(screen.getByRole('link', { name: 'Create template' })).toBeVisible();
  });

  test('the contract checks the rules on submit: blank fields, min > max; nothing is sent', async () => {
    signIn(owner);
    const { calls } = serveTemplates();
    renderApp('/ignite-shield/templates/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    expect(within(rule(1)).getByRole('textbox', { name: /^Threshold/ })).toHaveAccessibleDescription(
      'Required',
    );

    await userEvent.type(name, 'Cellar');
    await choose(rule(1), 'Kind', 'Outside a range');
    await choose(rule(1), 'Sensor', 'Temperature (°C)');
    await userEvent.type(within(rule(1)).getByRole('textbox', { name: /^Minimum/ }), '9');
    await userEvent.type(within(rule(1)).getByRole('textbox', { name: /^Maximum/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(rule(1)).findByText('Must be greater than the minimum')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/swam/template')).toHaveLength(0);
  });

  test('a valid form posts the rules as the contract takes them; a 418 lands under the rule field', async () => {
    signIn(owner);
    const { calls } = serveTemplates([
      [
        'POST',
        /^\/api\/swam\/template$/,
        (call) =>
          (call.body as { name: string }).name === 'Refused'
            ? json(418, [{ param: 'rules.1.minutes', msg: 'Must be between 1 and 1440' }])
            : json(201, { data: { ...template, id: 6 } }),
      ],
    ]);
    const { router } = renderApp('/ignite-shield/templates/create');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 15_000 }),
      'Refused',
    );
    await choose(rule(1), 'Sensor', 'Humidity (%)');
    await userEvent.type(within(rule(1)).getByRole('textbox', { name: /^Threshold/ }), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await choose(rule(2), 'Kind', 'No data');
    expect(within(rule(2)).getByTestId('rule-category')).toHaveTextContent('Status');
    await userEvent.type(within(rule(2)).getByRole('textbox', { name: /^Minutes/ }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(rule(2)).findByText('Must be between 1 and 1440')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/swam/template')[0]?.body).toEqual({
      name: 'Refused',
      description: '',
      solutionId: null,
      enabled: true,
      rules: [
        { kind: 'above', key: 'humidity', value: 70, severity: 'major' },
        { kind: 'no-data', minutes: 30, severity: 'major' },
      ],
    });

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Humid');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ignite-shield/templates/6/details'));
  });

  test(':id/create is a copy: prefilled "… (copy)", posted as new rules (no ids)', async () => {
    signIn(owner);
    const { calls } = serveTemplates();
    renderApp('/ignite-shield/templates/5/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 15_000 });
    await waitFor(() => expect(name).toHaveValue('Cold room (copy)'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/swam/template')).toHaveLength(1));
    const body = callsTo(calls, 'POST', '/api/swam/template')[0]?.body as alarms.TemplateForm;
    expect(body.name).toBe('Cold room (copy)');
    expect(body.solutionId).toBe(18);
    expect(body.rules).toEqual([
      { kind: 'range', key: 'temperature', min: 2, max: 8, severity: 'major' },
      { kind: 'no-data', minutes: 15, severity: 'warning' },
    ]);
  });

  test(':id/edit puts the template back with its rule ids, so open alarms stay attached', async () => {
    signIn(owner);
    const { calls } = serveTemplates();
    renderApp('/ignite-shield/templates/5/edit');
    const max = await screen.findAllByRole('textbox', { name: /^Maximum/ }, { timeout: 15_000 });
    await userEvent.clear(max[0] as HTMLElement);
    await userEvent.type(max[0] as HTMLElement, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/swam/template/5')).toHaveLength(1));
    expect(
      (callsTo(calls, 'PUT', '/api/swam/template/5')[0]?.body as alarms.TemplateForm | undefined)?.rules,
    ).toEqual([
      { id: 'r-temp', kind: 'range', key: 'temperature', min: 2, max: 10, severity: 'major' },
      { id: 'r-silence', kind: 'no-data', minutes: 15, severity: 'warning' },
    ]);
  });

  test('details: the rules in words and the devices of its solution', async () => {
    signIn(owner);
    const { calls } = serveTemplates();
    renderApp('/ignite-shield/templates/5/details');
    expect(await screen.findByRole('heading', { name: 'Cold room' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('temperature outside 2 to 8')).toBeVisible();
    expect(screen.getByText('no data for 15 minutes')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'AQ5-0001' })).toBeVisible();
    const deviceCall = callsTo(calls, 'GET', '/api/swam/device')[0];
    expect(new URL(deviceCall?.path ?? '/', 'http://x').searchParams.get('solutionId')).toBe('18');
  });

  test('the devices list links a meter and a control unit to their own pages', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: solutions })],
      [
        'GET',
        /^\/api\/swam\/device$/,
        () =>
          paged([
            device({ id: 11, serial: 'EM1-0001', type: 'meter' }),
            device({ id: 12, serial: 'CU304-0001', type: 'control-unit' }),
          ]),
      ],
      ['GET', /^\/api\/structure\/search$/, () => paged([])],
    ]);
    renderApp('/ignite-shield/devices/list');
    expect(await screen.findByRole('link', { name: 'EM1-0001' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/ignite-shield/devices/meter/11',
    );
    expect(screen.getByRole('link', { name: 'CU304-0001' })).toHaveAttribute(
      'href',
      '/ignite-shield/devices/control-unit/12',
    );
  });
});
