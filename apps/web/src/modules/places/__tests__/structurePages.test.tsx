import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json, testUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { parseV2Tabs } from '../pages/AssetsV2ListPage.tsx';
import { callsTo, floor, owner, paged, type Route, serve, signIn, structure } from './kit.ts';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
vi.setConfig({ testTimeout: 60_000 });

const counts = { structures: 1, innerStructures: 0, floors: 1, spaces: 1, byType: [] };
const listRoutes = (): Route[] => [
  ['GET', /^\/api\/company\/3\/structure$/, () => paged([structure()])],
  ['GET', /^\/api\/company\/3\/structure\/meta$/, () => json(200, { data: counts })],
];

describe('[CORE][STRUCTURES] pages', () => {
  test('/core/structures goes to /core/structures/all: the counts and the structures of the company', async () => {
    signIn(owner);
    const { calls } = serve([...listRoutes()]);
    const { router } = renderApp('/core/structures');
    expect(await screen.findByRole('link', { name: 'Headquarters' }, { timeout: 30_000 })).toHaveAttribute(
      'href',
      '/core/structures/101',
    );
    expect(router.state.location.pathname).toBe('/core/structures/all');
    expect(within(screen.getByTestId('structure-counts')).getAllByText('1')).toHaveLength(3);
    // R133: a Customer's structure calls carry its own company as customerId.
    const list = callsTo(calls, 'GET', '/api/company/3/structure')[0];
    expect(new URL(list?.path ?? '', 'http://x').searchParams.get('customerId')).toBe('3');
  });

  test('an admin who has chosen no company is asked to choose one', async () => {
    signIn({ ...testUser, personalInfo: { ...testUser.personalInfo, companyId: null, company: null } });
    serve([]);
    renderApp('/core/structures/all');
    expect(await screen.findByText('Choose a company', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  test('another company’s structure (404) shows not found', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/company\/3\/structure\/999$/, () => json(404, { msg: 'Structure not found' })]]);
    renderApp('/core/structures/999');
    expect(await screen.findByTestId('place-not-found', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  test('a floor level out of range is refused on the field; the server’s clash comes back on it too', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/structure\/101$/, () => json(200, { data: structure() })],
      [
        'POST',
        /^\/api\/company\/3\/structure\/floor$/,
        () => json(418, [{ param: 'level', msg: 'This Structure Already Has a Floor at Level 1' }]),
      ],
    ]);
    const { user } = renderApp('/core/structures/101');
    const section = await screen.findByTestId('floors-section', {}, { timeout: 30_000 });
    await user.click(within(section).getByRole('button', { name: 'Add floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a floor' });
    const level = within(dialog).getByRole('textbox', { name: /^Level/ });
    expect(level).toHaveValue('1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Floor name/ }), 'First');
    await user.clear(level);
    await user.type(level, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(level).toHaveAccessibleDescription(
      expect.stringContaining('Please Enter a Number Between -20 and 200'),
    );
    expect(callsTo(calls, 'POST', '/api/company/3/structure/floor')).toHaveLength(0);

    await user.clear(level);
    await user.type(level, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(level).toHaveAccessibleDescription(
        expect.stringContaining('This Structure Already Has a Floor at Level 1'),
      ),
    );
    expect(callsTo(calls, 'POST', '/api/company/3/structure/floor')[0]?.body).toEqual({
      name: 'First',
      level: 1,
      structureId: 101,
    });
  });
});

describe('[CORE][ASSETS-V2] pages', () => {
  test('list/:pTab-:cTab: known tab pairs only', () => {
    expect(parseV2Tabs('structures-all')).toEqual(['structures', 'all']);
    expect(parseV2Tabs('structures-inner')).toEqual(['structures', 'inner']);
    expect(parseV2Tabs('assets-all')).toEqual(['assets', 'all']);
    expect(parseV2Tabs('assets-inner')).toBeNull();
    expect(parseV2Tabs('structures')).toBeNull();
    expect(parseV2Tabs(undefined)).toBeNull();
  });

  test('/core/assets-v2/list and an unknown tab go to structures-all, whose rows open the v2 structure page', async () => {
    signIn(owner);
    serve([...listRoutes()]);
    const { router } = renderApp('/core/assets-v2/list/unknown-tab');
    const link = await screen.findByRole('link', { name: 'Headquarters' }, { timeout: 30_000 });
    expect(router.state.location.pathname).toBe('/core/assets-v2/list/structures-all');
    expect(link).toHaveAttribute('href', '/core/assets-v2/structure/101');
    expect(screen.getByRole('tab', { name: 'Inner structures' })).toBeInTheDocument();
  });

  test('add-floors sends several floors at once; a level the structure has comes back on its row', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/structure\/101$/, () => json(200, { data: structure() })],
      [
        'POST',
        /^\/api\/structure\/v2\/101\/floors$/,
        () => json(418, [{ param: 'floors.1.level', msg: 'This Structure Already Has a Floor at Level 2' }]),
      ],
    ]);
    const { user } = renderApp('/core/assets-v2/structure/101/add-floors');
    const first = await screen.findByRole('textbox', { name: 'Floor 1 name' }, { timeout: 30_000 });
    expect(screen.getByRole('textbox', { name: 'Floor 1 level' })).toHaveValue(String(floor().level + 1));
    await user.type(first, 'First');
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    await user.type(screen.getByRole('textbox', { name: 'Floor 2 name' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Add floors' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Floor 2 level' })).toHaveAccessibleDescription(
        'This Structure Already Has a Floor at Level 2',
      ),
    );
    expect(callsTo(calls, 'POST', '/api/structure/v2/101/floors')[0]?.body).toEqual({
      floors: [
        { name: 'First', level: 1 },
        { name: 'Second', level: 2 },
      ],
    });
  });
});
