import type { alarms } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../app/i18n.ts';
import { callsTo, owner, paged, type Route, serve, signIn } from '../../modules/companies/__tests__/kit.ts';
import { json } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/renderApp.tsx';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const at = '2026-11-26T08:00:00.000Z';
const doorTemplate: alarms.Template = {
  id: 7,
  name: 'Doors',
  description: '',
  company: { id: 3, name: 'Demo Customer' },
  solutionId: null,
  enabled: true,
  rules: [{ id: 'r-door', kind: 'above', key: 'door', value: 0, forSeconds: 60, severity: 'warning' }],
  createdAt: at,
  updatedAt: at,
};
const sensorTypes = [
  { id: 9, name: 'Door', key: 'door', unit: '', min: 0, max: 1, solutionIds: [30] },
  { id: 10, name: 'Battery', key: 'battery', unit: '%', min: 0, max: 100, solutionIds: [30] },
];
const wait = { timeout: 15_000 };
const POST = '/api/metrowatch/template';
/** The rules of the first call to `path`. */
const rulesSent = (calls: Parameters<typeof callsTo>[0], method: string, path: string) =>
  (callsTo(calls, method, path)[0]?.body as alarms.TemplateForm | undefined)?.rules;

function serveTemplates(post: Route[2] = () => json(201, { data: doorTemplate })) {
  return serve([
    ['GET', /^\/api\/metrowatch\/sensor-type$/, () => json(200, { data: sensorTypes })],
    ['GET', /^\/api\/swam\/sensor-type$/, () => json(200, { data: sensorTypes })],
    ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: [] })],
    ['GET', /^\/api\/metrowatch\/template\/7$/, () => json(200, { data: doorTemplate })],
    ['GET', /^\/api\/metrowatch\/device$/, () => paged([])],
    ['POST', /^\/api\/metrowatch\/template$/, post],
  ]);
}

const rule = (n: number) => screen.getByRole('group', { name: `Rule ${n}` });
const heldFor = (n: number) => within(rule(n)).getByRole('textbox', { name: /^Held for \(seconds\)/ });

async function fillDoorRule(seconds: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }, wait), 'Doors');
  await userEvent.click(within(rule(1)).getByRole('combobox', { name: 'Sensor' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Door' }));
  await userEvent.type(within(rule(1)).getByRole('textbox', { name: /^Threshold/ }), '0');
  if (seconds) await userEvent.type(heldFor(1), seconds);
}

describe('[KIT][TEMPLATES] a rule held for N seconds (Metro Watch "door left open")', () => {
  test('forSeconds is optional: blank is not sent, 60 is posted as a number with the rule', async () => {
    signIn(owner);
    const { calls } = serveTemplates();
    renderApp('/metro-watch/templates/create');
    await fillDoorRule('');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(calls, 'POST', POST)).toHaveLength(1));
    expect(rulesSent(calls, 'POST', POST)).toEqual([
      { kind: 'above', key: 'door', value: 0, severity: 'major' },
    ]);
  });

  test('the contract refuses more than 86400 seconds under the field; nothing is sent until it is fixed', async () => {
    signIn(owner);
    const { calls } = serveTemplates();
    const { router } = renderApp('/metro-watch/templates/create');
    await fillDoorRule('90000');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(heldFor(1)).toHaveAccessibleDescription(/Must be between 0 and 86400/));
    expect(callsTo(calls, 'POST', POST)).toHaveLength(0);
    await userEvent.clear(heldFor(1));
    await userEvent.type(heldFor(1), '60');
    expect(heldFor(1)).not.toHaveAccessibleDescription(/Must be between/);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(calls, 'POST', POST)).toHaveLength(1));
    expect(rulesSent(calls, 'POST', POST)).toEqual([
      { kind: 'above', key: 'door', value: 0, forSeconds: 60, severity: 'major' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/metro-watch/templates/7/details'));
  });

  test('a 418 from the server on rules.0.forSeconds shows under the field', async () => {
    signIn(owner);
    serveTemplates(() => json(418, [{ param: 'rules.0.forSeconds', msg: 'Must be a whole number' }]));
    renderApp('/metro-watch/templates/create');
    await fillDoorRule('30');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(rule(1)).findByText('Must be a whole number')).toBeVisible();
    expect(heldFor(1)).toHaveAccessibleDescription(/Must be a whole number/);
  });

  test('details say the rule with its duration; the field is labelled in Arabic', async () => {
    signIn(owner);
    serveTemplates();
    renderApp('/metro-watch/templates/7/details');
    expect(await screen.findByText('door above 0 for 60 s', {}, wait)).toBeVisible();
    await i18n.changeLanguage('ar');
    try {
      expect(await screen.findByText('door أعلى من 0 لمدة 60 ث', {}, wait)).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  test('the edit form shows the stored duration and puts it back with the rule id; Arabic labels it', async () => {
    signIn(owner);
    const { calls } = serve([
      ['PUT', /^\/api\/metrowatch\/template\/7$/, () => json(200, { data: doorTemplate })],
      ['GET', /^\/api\/metrowatch\/template\/7$/, () => json(200, { data: doorTemplate })],
      ['GET', /^\/api\/(swam|metrowatch)\/sensor-type$/, () => json(200, { data: sensorTypes })],
      ['GET', /^\/api\/metrowatch\/device$/, () => paged([])],
    ]);
    renderApp('/metro-watch/templates/7/edit');
    await waitFor(() => expect(heldFor(1)).toHaveValue('60'), wait);
    await i18n.changeLanguage('ar');
    try {
      expect(await screen.findByRole('textbox', { name: /^مدة الاستمرار \(ثوانٍ\)/ })).toHaveValue('60');
    } finally {
      await i18n.changeLanguage('en');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/metrowatch/template/7')).toHaveLength(1));
    expect(rulesSent(calls, 'PUT', '/api/metrowatch/template/7')).toEqual([
      { id: 'r-door', kind: 'above', key: 'door', value: 0, forSeconds: 60, severity: 'warning' },
    ]);
  });
});
