import { metrowatch } from '@atrium/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, test } from 'vitest';
import { metroWatchDeviceRoutes } from '../deviceRoutes.tsx';

const redirect = metroWatchDeviceRoutes.find(
  (route) => route.path === 'metro-watch/devices/:deviceType/device/:id',
);

/** Runs the redirect route's loader as the router would for `/metro-watch/devices/<type>/device/<id>`. */
async function landing(deviceType: string, id = '41') {
  const loader = redirect?.loader as (args: LoaderFunctionArgs) => Promise<Response> | Response;
  const url = `http://x/metro-watch/devices/${encodeURIComponent(deviceType)}/device/${id}`;
  const response = await loader({
    params: { deviceType, id },
    request: new Request(url),
    url: new URL(url),
    pattern: redirect?.path ?? '',
    context: {},
  });
  return { status: response.status, location: response.headers.get('Location') };
}

// routes.tsv / rules.md A19, row by row.
const A19: [deviceType: string, kind: metrowatch.DetailKind][] = [
  ['TLP2-SFB', 'cold-storage'],
  ['mobile-cold-storage', 'cold-storage'],
  ['asset-tracker', 'asset'],
  ['external-tracking', 'external-tracking'],
  ['TLP1-LF', 'external-tracking'],
  ['TLP1-SF', 'external-tracking'],
  ['personal-tracking', 'personal-tracking'],
  ['personal-tracking-2G', 'personal-tracking'],
  ['TLP1-P', 'personal-tracking'],
  ['device-lock', 'device-lock'],
  // "else device-lock": any other type, one no hardware has included.
  ['sensor', 'device-lock'],
  ['some-new-lock', 'device-lock'],
];

describe('[METRO-WATCH][DEVICES] A19 device redirect', () => {
  test.each(A19)('A19 a %s device opens on its %s page', async (deviceType, kind) => {
    expect(await landing(deviceType)).toEqual({ status: 302, location: `/metro-watch/devices/${kind}/41` });
  });

  test('A19 every detail kind has its page route', () => {
    const paths = metroWatchDeviceRoutes.map((route) => route.path);
    for (const kind of metrowatch.DETAIL_KINDS) expect(paths).toContain(`metro-watch/devices/${kind}/:id`);
  });
});
