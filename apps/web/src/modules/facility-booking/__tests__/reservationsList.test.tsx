import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, paged, reservation, serve, signIn, visitor } from './fbKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const LIST = /^\/api\/facmgmt\/api\/reservation$/;

describe('[FACILITY-BOOKING][RESERVATIONS]', () => {
  test("R168 no bookings: 'No Reservations Yet'", async () => {
    signIn();
    serve([['GET', LIST, () => paged([])]]);
    renderApp('/facility-booking/reservations/list');
    expect(await screen.findByText('No Reservations Yet', {}, wait)).toBeVisible();
  });

  test('a booking opens with its visitors and their door and plate passes; cancelling asks first', async () => {
    signIn();
    const booking = reservation();
    const { calls } = serve([
      ['GET', LIST, () => paged([booking])],
      ['GET', /^\/api\/facmgmt\/api\/reservation\/51$/, () => json(200, { data: booking })],
      ['GET', /^\/api\/facmgmt\/api\/visitor$/, () => paged([visitor(booking)])],
      [
        'POST',
        /^\/api\/facmgmt\/api\/reservation\/51\/cancel$/,
        () => json(200, { data: [{ ...booking, status: 'cancelled' }] }),
      ],
    ]);
    const { user } = renderApp('/facility-booking/reservations/list');
    await user.click(
      await screen.findByRole('button', { name: 'Open the reservation Quarterly review' }, wait),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Quarterly review' }, wait);
    const vera = await within(drawer).findByTestId('visitor-61', {}, wait);
    expect(within(vera).getByRole('group', { name: 'Door pass at Front door' })).toHaveTextContent(
      'Upcoming',
    );
    expect(within(vera).getByRole('group', { name: 'Plate access at Main gate' })).toHaveTextContent(
      'D 12345',
    );

    // A single booking: no series to invite to.
    expect(within(drawer).queryByRole('checkbox', { name: /later bookings of this series/ })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Cancel reservation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel reservation' }, wait);
    expect(callsTo(calls, 'POST', '/api/facmgmt/api/reservation/51/cancel')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(
      () => expect(callsTo(calls, 'POST', '/api/facmgmt/api/reservation/51/cancel')).toHaveLength(1),
      wait,
    );
    expect(callsTo(calls, 'POST', '/api/facmgmt/api/reservation/51/cancel')[0]?.body).toEqual({
      scope: 'occurrence',
    });
  });

  test('a booking of a weekly series invites a visitor to its later bookings too when asked; a single booking does not offer it', async () => {
    signIn();
    const weekly = reservation({ series: { id: 9, until: '2027-03-01', exceptions: [] } });
    const { calls } = serve([
      ['GET', LIST, () => paged([weekly])],
      ['GET', /^\/api\/facmgmt\/api\/reservation\/51$/, () => json(200, { data: weekly })],
      ['GET', /^\/api\/facmgmt\/api\/visitor$/, () => paged([])],
      ['POST', /^\/api\/facmgmt\/api\/visitor$/, () => json(201, { data: visitor(weekly) })],
    ]);
    const { user } = renderApp('/facility-booking/reservations/list');
    await user.click(
      await screen.findByRole('button', { name: 'Open the reservation Quarterly review' }, wait),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Quarterly review' }, wait);
    const form = await within(drawer).findByRole('form', { name: 'Invite visitor' }, wait);
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Karim Haddad');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'karim@example.com');
    await user.click(
      within(form).getByRole('checkbox', { name: 'Also invite them to the later bookings of this series' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Invite visitor' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/facmgmt/api/visitor')).toHaveLength(1), wait);
    expect(callsTo(calls, 'POST', '/api/facmgmt/api/visitor')[0]?.body).toMatchObject({
      reservationId: 51,
      email: 'karim@example.com',
      wholeSeries: true,
    });
  });
});
