import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { swamKeys } from '../../../kit/api/keys.ts';
import { applyDeviceState } from '../../../kit/api/live.ts';
import { device } from './kit.ts';

describe('[SWAM][DEVICES] pushed device states', () => {
  test('R201 a device-state event updates the cached device and its list row in place', () => {
    const queryClient = new QueryClient();
    const listKey = [...swamKeys.deviceList(), null, { limit: 25, offset: 0, total: true, filter: {} }];
    queryClient.setQueryData(swamKeys.device(7), device({ connectivity: 'offline' }));
    queryClient.setQueryData(listKey, {
      data: [device({ connectivity: 'offline' }), device({ id: 8 })],
      totalRecords: 2,
    });
    applyDeviceState(
      queryClient,
      {
        deviceId: 7,
        connectivity: 'online',
        lastSeenAt: '2025-06-02T08:00:00.000Z',
        values: { battery: 64, co2: 700 },
      },
      swamKeys,
    );
    expect(queryClient.getQueryData(swamKeys.device(7))).toMatchObject({
      connectivity: 'online',
      lastSeenAt: '2025-06-02T08:00:00.000Z',
      lastValues: { temperature: 22.5, battery: 64, co2: 700 },
      battery: 64,
      batteryLevel: 'ok',
    });
    const page = queryClient.getQueryData<{ data: { id: number; battery: number | null }[] }>(listKey);
    expect(page?.data.map((row) => [row.id, row.battery])).toEqual([
      [7, 64],
      [8, 15],
    ]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });
});
