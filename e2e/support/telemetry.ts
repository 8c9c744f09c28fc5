import { api } from './api.ts';

/** The demo devices' HTTP password (the seeds give every demo device this one). */
export const DEVICE_PASSWORD = 'Device#12345';

/** A demo device's reading, as the device sends it over HTTP (`POST /api/telemetry`, its basic auth). */
export async function postReading(serial: string, values: Record<string, number>) {
  const res = await fetch(api('/telemetry'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${serial}:${DEVICE_PASSWORD}`).toString('base64')}`,
    },
    body: JSON.stringify({ ts: Date.now(), values }),
  });
  if (res.status !== 200) throw new Error(`telemetry: ${res.status} ${await res.text()}`);
}
