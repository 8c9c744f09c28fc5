import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEFCON_DEMO_PANELS } from '../modules/defcon/panels.seed.ts';
import {
  type SiaDecoded,
  type SiaReceiver,
  type SiaRejection,
  startSiaReceiver,
} from '../modules/defcon/sia/index.ts';
import { type PanelSimulator, startPanelSimulator } from './defcon.ts';

/** The demo panels speak DC-09 to a receiver: link tests from every panel, a burglary and its restoral. */

let receiver: SiaReceiver;
let simulator: PanelSimulator;
const events: SiaDecoded[] = [];
const refused: SiaRejection[] = [];
const keys = new Map(DEFCON_DEMO_PANELS.map((p) => [p.account, p.key]));

beforeAll(async () => {
  receiver = await startSiaReceiver({
    port: 0,
    host: '127.0.0.1',
    lookupAccount: async (account) => (keys.has(account) ? { key: keys.get(account) ?? null } : null),
    onEvent: async (_frame, decoded) => void events.push(decoded),
    onRejected: (_reason, _remote, rejection) => void refused.push(rejection),
  });
  simulator = startPanelSimulator({
    port: receiver.tcpPort ?? 0,
    udpPort: receiver.udpPort,
    linkTestMs: 200,
    firstBurglaryMs: 300,
    burglaryEveryMs: 60_000,
    restoreAfterMs: 200,
    random: () => 0,
  });
});
afterAll(async () => {
  await simulator.stop();
  await receiver.close();
});

describe('[DEFCON][SIMULATOR] panels over SIA DC-09', () => {
  test('every demo panel sends link tests (keyed ones encrypted over TCP); one reports a burglary and its restoral', async () => {
    await vi.waitFor(
      () => {
        const codes = events.flatMap((e) => e.events.map((ev) => `${e.account}:${ev.code}:${ev.zone ?? ''}`));
        for (const panel of DEFCON_DEMO_PANELS) expect(codes).toContain(`${panel.account}:NULL:`);
        // random() = 0: the first detector or contact zone of the first panel.
        expect(codes).toContain('1001:BA:1');
        expect(codes).toContain('1001:BR:1');
      },
      { timeout: 5000, interval: 50 },
    );
    expect(refused).toEqual([]);
    expect(events.filter((e) => e.remote.transport === 'udp').map((e) => e.account)).toContain('2001');
    expect(events.filter((e) => e.account === '1001').every((e) => e.remote.transport === 'tcp')).toBe(true);
    const stats = simulator.stats();
    expect(stats.refused).toBe(0);
    expect(stats.acked).toBeGreaterThanOrEqual(5);
  });
});
