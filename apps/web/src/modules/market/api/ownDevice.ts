import { devices } from '@atrium/contracts';
import { call } from '../../../lib/api.ts';

/**
 * A25: whether the buyer's company has a sensor-solution device with this serial in this solution (the search
 * matches serials partly, so the exact serial is looked for among the hits).
 */
export async function hasOwnDevice(serial: string, solutionId: number | null): Promise<boolean> {
  const wanted = serial.trim().toLowerCase();
  const page = await call(devices.listSwamDevices, {
    query: {
      name: serial.trim(),
      limit: '25',
      ...(solutionId === null ? {} : { solutionId: String(solutionId) }),
    },
  });
  return page.data.some((d) => d.serial.toLowerCase() === wanted);
}
