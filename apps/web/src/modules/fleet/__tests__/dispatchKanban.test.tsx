import type { fleet } from '@atrium/contracts';
import type { DroppableContainer } from '@dnd-kit/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { columnKeyboardCoordinates } from '../components/dispatch/kanbanKeyboard.ts';
import { callsTo, dispatcher, jobCard, jobDetail, query, serve, signIn } from './dispatchKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const LIST = /^\/api\/fleet\/job-card$/;
const STATE = /^\/api\/fleet\/job-card\/(\d+)\/state$/;

/** A server of job cards whose states a PATCH (or the test itself) changes. */
function serveBoard(cards: fleet.JobCard[], answer?: () => Response) {
  const store = new Map(cards.map((card) => [card.id, card]));
  const server = serve([
    [
      'GET',
      LIST,
      (call) => {
        const state = query(call).get('state');
        const rows = [...store.values()].filter((card) => !state || card.state === state);
        return json(200, { data: rows, totalRecords: rows.length });
      },
    ],
    [
      'PATCH',
      STATE,
      (call, match) => {
        if (answer) return answer();
        const card = store.get(Number(match[1]));
        if (!card) return json(404, { msg: 'Job card not found' });
        const next = { ...card, state: (call.body as { state: fleet.JobState }).state };
        store.set(card.id, next);
        return json(200, { data: jobDetail(next) });
      },
    ],
  ]);
  return { ...server, store };
}

const column = (name: string) => screen.findByRole('region', { name }, wait);

async function moveWithMenu(user: ReturnType<typeof renderApp>['user'], card: string, to: string) {
  await user.click(await screen.findByRole('button', { name: `Move ${card} to another state` }, wait));
  await user.click(await screen.findByRole('menuitem', { name: to }, wait));
}

describe('[FLEET][KANBAN] job cards board', () => {
  test('a card moved to done is saved, shown in done at once, and stays there after the reload', async () => {
    signIn(dispatcher());
    const { calls, store } = serveBoard([
      jobCard(),
      jobCard({ id: 702, title: 'Pick up at port', state: 'new', vehicle: null }),
    ]);
    const { user } = renderApp('/fleet/job-cards/kanban-view');
    const progress = await column('In progress');
    expect(await within(progress).findByText('Deliver to Dubai Mall', {}, wait)).toBeVisible();
    expect(within(await column('New')).getByText('Pick up at port')).toBeVisible();

    await moveWithMenu(user, 'Deliver to Dubai Mall', 'Done');
    const done = await column('Done');
    expect(await within(done).findByText('Deliver to Dubai Mall', {}, wait)).toBeVisible();
    expect(within(progress).queryByText('Deliver to Dubai Mall')).toBeNull();
    expect(callsTo(calls, 'PATCH', '/api/fleet/job-card/701/state')[0]?.body).toEqual({ state: 'done' });
    expect(store.get(701)?.state).toBe('done');
    // The columns reload after the save: the card is still in done, from the server this time.
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/fleet/job-card').length).toBeGreaterThan(5), wait);
    expect(within(await column('Done')).getByText('Deliver to Dubai Mall')).toBeVisible();
  });

  test('the menu offers only the moves the contract allows (a job without a vehicle cannot be assigned)', async () => {
    signIn(dispatcher());
    serveBoard([jobCard({ id: 702, title: 'Pick up at port', state: 'new', vehicle: null })]);
    const { user } = renderApp('/fleet/job-cards/kanban-view');
    await user.click(
      await screen.findByRole('button', { name: 'Move Pick up at port to another state' }, wait),
    );
    const items = (await screen.findAllByRole('menuitem', {}, wait)).map((item) => item.textContent);
    expect(items).toEqual(['Cancelled']);
  });

  test('a move the server refuses puts the card back in its column', async () => {
    signIn(dispatcher());
    const { calls } = serveBoard([jobCard()], () =>
      json(409, { msg: 'A in-progress job cannot become done', code: 'JOB_STATE' }),
    );
    const { user } = renderApp('/fleet/job-cards/kanban-view');
    const progress = await column('In progress');
    await within(progress).findByText('Deliver to Dubai Mall', {}, wait);
    await moveWithMenu(user, 'Deliver to Dubai Mall', 'Done');
    await waitFor(
      () => expect(callsTo(calls, 'PATCH', '/api/fleet/job-card/701/state')).toHaveLength(1),
      wait,
    );
    expect(
      await within(await column('In progress')).findByText('Deliver to Dubai Mall', {}, wait),
    ).toBeVisible();
    expect(within(await column('Done')).queryByText('Deliver to Dubai Mall')).toBeNull();
  });

  test('another user’s move arrives over the socket (fleet:job-card) without a reload', async () => {
    signIn(dispatcher());
    const { store } = serveBoard([jobCard()]);
    renderApp('/fleet/job-cards/kanban-view');
    await within(await column('In progress')).findByText('Deliver to Dubai Mall', {}, wait);
    store.set(701, jobCard({ state: 'done' }));
    act(() =>
      dispatchRealtimeEvent('fleet:job-card', {
        change: 'state',
        jobCardId: 701,
        companyId: 3,
        state: 'done',
        fromState: 'in-progress',
        at: '2026-11-26T07:00:00.000Z',
        userId: 99,
      } satisfies fleet.JobCardEvent),
    );
    expect(await within(await column('Done')).findByText('Deliver to Dubai Mall', {}, wait)).toBeVisible();
  });

  test('a user without p_fleet_job_cards_update sees the board but no drag handle or move menu', async () => {
    signIn(dispatcher(['p_fleet_job_cards_view']));
    serveBoard([jobCard()]);
    renderApp('/fleet/job-cards/kanban-view');
    await within(await column('In progress')).findByText('Deliver to Dubai Mall', {}, wait);
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull();
    expect(screen.queryByRole('button', { name: /to another state$/ })).toBeNull();
  });
});

describe('[FLEET][KANBAN] keyboard moves between columns', () => {
  const rect = (left: number) => ({
    left,
    top: 100,
    width: 200,
    height: 400,
    right: left + 200,
    bottom: 500,
  });
  const columns = [
    ['column:new', rect(0)],
    ['column:assigned', rect(220)],
    ['column:done', rect(440)],
  ] as const;
  const context = (overId: string | null) => ({
    collisionRect: { left: 230, top: 120, width: 180, height: 60, right: 410, bottom: 180 },
    droppableRects: new Map(columns.map(([id, r]) => [id, r])),
    droppableContainers: {
      getEnabled: () => columns.map(([id]) => ({ id }) as unknown as DroppableContainer),
    },
    over: overId ? { id: overId } : null,
  });
  const press = (code: string, overId: string | null) =>
    columnKeyboardCoordinates(new KeyboardEvent('keydown', { code }), {
      active: 'card:1',
      currentCoordinates: { x: 300, y: 150 },
      context: context(overId) as never,
    });

  test('the right arrow carries the card to the next column on screen, the left arrow to the previous', () => {
    // From the middle column (over it, or by position before any collision is known).
    expect(press('ArrowRight', 'column:assigned')).toEqual({ x: 300 + (540 - 320), y: 150 + (108 - 120) });
    expect(press('ArrowLeft', null)).toEqual({ x: 300 + (100 - 320), y: 150 + (108 - 120) });
  });

  test('past the last column, or with another key, the card stays', () => {
    expect(press('ArrowRight', 'column:done')).toBeUndefined();
    expect(press('ArrowDown', 'column:assigned')).toBeUndefined();
  });
});
