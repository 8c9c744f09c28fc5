import type { auth } from '@atrium/contracts';
import { permissions } from '@atrium/contracts';
import type * as defconAlarms from '@atrium/contracts/defcon/alarms';
import type * as panels from '@atrium/contracts/defcon/panels';
import { owner } from '../../companies/__tests__/kit.ts';

/** Test data of the Defcon screens; the API double and sign-in come from the companies kit. */

export { callsTo, paged, query, type Route, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-20T03:00:00.000Z';
const named = (id: number, name: string) => ({ id, name });

/** A security company operator: every Defcon key but the ones a test takes away. */
export const operator = (
  keys: readonly string[] = permissions.PERMISSION_KEYS.filter((key) => key.includes('defcon')),
): auth.SessionUser => ({
  ...owner,
  id: 40,
  email: 'operator@guard.demo',
  permissions: [...keys],
  personalInfo: {
    firstName: 'Omar',
    lastName: 'Operator',
    companyId: 30,
    company: { id: 30, name: 'Demo Guard', type: 'Security Company' },
  },
});

// Asserted: `armedBy` is new in the panels contract (the fixture fits the contract with or without it).
/** The owner of a police HQ (company 60): every Defcon key. */
export const hqOfficer = (): auth.SessionUser => {
  const user = operator();
  return {
    ...user,
    id: 60,
    email: 'owner@hq-police-station.demo',
    personalInfo: {
      firstName: 'Hana',
      lastName: 'Police',
      companyId: 60,
      company: { id: 60, name: 'Dubai Police HQ', type: 'HQ Police Station' },
    },
  };
};

export const panelRow = (over: Partial<panels.PanelListItem> = {}): panels.PanelListItem =>
  ({
    id: 501,
    serial: 'IP8-0001',
    name: 'Villa panel',
    hardware: named(501, 'Intrusion panel IP-8 (SIA DC-09)'),
    company: named(3, 'Demo Customer'),
    securityCompany: named(30, 'Demo Guard'),
    structure: named(101, 'Headquarters'),
    state: 'active',
    accountNumber: '1234',
    armState: 'armed',
    armedAt: at,
    armedBy: null,
    link: 'online',
    lastHeartbeatAt: at,
    supervisionSeconds: 600,
    signal: -67,
    network: 'ethernet',
    zoneCount: 2,
    openAlarms: 1,
    ...over,
  }) as panels.PanelListItem;

export const panelDetails = (over: Partial<panels.PanelDetails> = {}): panels.PanelDetails => ({
  ...panelRow(),
  zones: [
    {
      zone: 1,
      name: 'Front door',
      device: {
        id: 511,
        serial: 'DC1-0001',
        name: 'Front door contact',
        type: 'door-contact',
        hardware: named(503, 'Door contact DC-1'),
        state: 'active',
        battery: 90,
        lastSeenAt: at,
      },
      alarmed: true,
      lastEvent: { kind: 'burglary', code: 'BA', restore: false, at },
    },
    { zone: 2, name: 'Hall', device: null, alarmed: false, lastEvent: null },
  ],
  hasKey: true,
  floor: null,
  space: null,
  lastSeenAt: at,
  battery: null,
  log: { rejected: {}, rejectedTotal: 0, lastRejectedAt: null, lastRejectedReason: null, accepted: 12 },
  lastCommands: [],
  ...over,
});

export const command = (over: Partial<panels.PanelCommand> = {}): panels.PanelCommand => ({
  id: 'c1',
  command: 'panic',
  params: {},
  state: 'sent',
  message: null,
  user: named(40, 'Omar Operator'),
  createdAt: at,
  sentAt: at,
  ackedAt: null,
  expiredAt: null,
  ...over,
});

export const defconAlarm = (over: Partial<defconAlarms.DefconAlarm> = {}): defconAlarms.DefconAlarm => ({
  id: 901,
  app: 'defcon',
  category: 'intrusion',
  kind: 'panel-event' as defconAlarms.DefconAlarm['kind'],
  severity: 'critical',
  status: 'active',
  message: 'Burglary, zone 1',
  key: null,
  value: null,
  device: { id: 501, serial: 'IP8-0001', name: 'Villa panel' },
  company: named(3, 'Demo Customer'),
  solution: null,
  structure: null,
  template: null,
  ruleId: 'sia',
  raisedAt: at,
  acknowledgedAt: null,
  escalatedAt: null,
  closedAt: null,
  code: 'BA',
  codeFamily: 'burglary',
  zone: 1,
  panel: { id: 501, serial: 'IP8-0001', name: 'Villa panel' },
  detector: null,
  customer: named(3, 'Demo Customer'),
  securityCompany: named(30, 'Demo Guard'),
  locality: named(7, 'Jumeirah'),
  policeHq: null,
  policeStation: null,
  responder: null,
  stage: 'operator',
  deadline: '2026-11-20T03:01:00.000Z',
  restoredAt: null,
  falseAlarm: false,
  rejectReason: null,
  ...over,
});

export const bodyOf = (call: { body?: unknown } | undefined) => call?.body as Record<string, unknown>;
