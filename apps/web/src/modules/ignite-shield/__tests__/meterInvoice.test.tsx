import type { devices } from '@atrium/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { i18n } from '../../../app/i18n.ts';
import { createQueryClient } from '../../../app/queryClient.ts';
import { saveFile } from '../../../lib/download.ts';
import { json } from '../../../testing/fixtures.ts';
import { MeterBillCard } from '../components/meter/MeterBillCard.tsx';
import { callsTo, query, serve, signIn } from './kit.ts';

vi.mock('../../../lib/download.ts', () => ({ saveFile: vi.fn() }));
beforeEach(() => vi.mocked(saveFile).mockClear());

const bill: devices.MeterBill = {
  month: '2025-03',
  from: '2025-03-01T00:00:00.000Z',
  to: '2025-04-01T00:00:00.000Z',
  lines: [
    {
      device: { id: 11, serial: 'EM1-0001', name: 'Main switchboard' },
      company: { id: 3, name: 'Demo Customer' },
      key: 'energy',
      unit: 'kWh',
      readings: 4,
      consumption: 25,
      pricePerUnit: 0.18,
      currency: 'USD',
      amount: 4.5,
    },
  ],
  totals: [{ currency: 'USD', amount: 4.5 }],
};

function renderCard(invoice: () => Response) {
  signIn();
  const { calls } = serve([
    ['GET', /^\/api\/swam\/meter-bill$/, () => json(200, { data: bill })],
    ['GET', /^\/api\/swam\/meter-bill\/invoice$/, invoice],
  ]);
  void i18n.changeLanguage('en');
  render(
    <AppProviders queryClient={createQueryClient(i18n)} i18n={i18n} env="test">
      <MeterBillCard deviceId={11} month="2025-03" />
    </AppProviders>,
  );
  return { calls, user: userEvent.setup() };
}

describe('[SWAM][METER] the bill card’s invoice download', () => {
  test('downloads the month’s invoice PDF of the meter and saves it under its number', async () => {
    const { calls, user } = renderCard(
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('MTR-EM1-0001-202503.pdf');
    expect(await (file as Blob).text()).toBe('%PDF-1.7');
    const sent = query(callsTo(calls, 'GET', '/api/swam/meter-bill/invoice')[0]);
    expect(sent.get('month')).toBe('2025-03');
    expect(sent.get('deviceId')).toBe('11');
    expect(screen.queryByTestId('meter-invoice-message')).not.toBeInTheDocument();
  });

  test('R145 a 477 says the invoice cannot be printed now, without a toast', async () => {
    const { user } = renderCard(() =>
      json(477, { msg: 'The meter invoice could not be made', code: 'METER_INVOICE_NOT_AVAILABLE' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    const message = await screen.findByTestId('meter-invoice-message');
    expect(
      within(message).getByText('The invoice cannot be printed right now; try again later.'),
    ).toBeVisible();
    expect(saveFile).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByRole('alert')).toEqual([message]);
  });
});
