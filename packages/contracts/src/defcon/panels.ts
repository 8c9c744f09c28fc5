import { z } from 'zod';
import { hardware } from '../devices/catalog.ts';
import { bad, customerIdSchema, deviceParams, tenancyHeaders } from '../devices/common.ts';
import { DEVICE_TYPES } from '../devices/reference.ts';
import { DEVICE_STATES } from '../devices/state.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { marketItem, PRODUCT_SORTS } from '../market/catalogue.ts';
import { listQuery } from '../places/common.ts';

/**
 * Defcon panels (issue 18, spec §2 "Defcon", §4 "Panels", §7 `/defcon/panel...`): intrusion panels (hardware
 * type `alarm-panel`) that report over SIA DC-09 to the server's receiver, with their zones (detectors,
 * contacts, sirens: devices of the panel's owner), state (armed / disarmed by whom), link (last heartbeat,
 * supervision interval, signal) and commands (arm, disarm, panic, wifi, network switch: the device command
 * channel over MQTT, `devices/<serial>/commands`). A panel's id is its device id. Its SIA key is write-only:
 * no reply ever carries it (`hasKey` says whether one is set).
 */

const tags = ['defcon'];
const headers = tenancyHeaders;
const named = z.object({ id: z.number().int(), name: z.string() });

/** 409: a command the panel cannot take now (blocked); 429: too many commands. */
const commandErrors = { ...bad, 409: errorBody, 429: errorBody };

export const panelPermission = (action: 'view' | 'activate' | 'command' | 'panic' | 'transfer') =>
  `p_defcon_panels_${action}`;
const panelAccess = (action: Parameters<typeof panelPermission>[0]) => anyOf(panelPermission(action));

/** armed / disarmed as the panel last reported it (SIA CL/OP, Contact ID 401/3401); unknown before any report. */
export const ARM_STATES = ['armed', 'disarmed', 'unknown'] as const;
export type ArmState = (typeof ARM_STATES)[number];

/**
 * online: a frame (event or link test) within its supervision interval; offline: silent past it (a 'panel
 * offline' status alarm is open); never: no frame yet.
 */
export const PANEL_LINKS = ['online', 'offline', 'never'] as const;
export type PanelLink = (typeof PANEL_LINKS)[number];

/** How the panel reaches the receiver (the network-switch command changes it). */
export const PANEL_NETWORKS = ['ethernet', 'wifi', 'cellular'] as const;
export type PanelNetwork = (typeof PANEL_NETWORKS)[number];

/** SIA DC-09 account: 3 to 16 hex digits (the `#acct` of a frame), kept upper case, unique on the platform. */
export const siaAccountSchema = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^[0-9A-Fa-f]{3,16}$/, 'Use 3 to 16 Hex Digits')
  .transform((v) => v.toUpperCase());

/**
 * A panel's AES key as the receiver takes it: 16, 24 or 32 characters, or 32, 48 or 64 hex digits (a 32-long
 * key is tried both ways). Null in an update removes the key (clear frames are then accepted).
 */
export const siaKeySchema = z
  .string({ error: 'Required' })
  .refine(
    (k) => [16, 24, 32].includes(k.length) || (/^[0-9A-Fa-f]+$/.test(k) && [48, 64].includes(k.length)),
    'Use 16, 24 or 32 Characters, or 32, 48 or 64 Hex Digits',
  );

export const SUPERVISION = { min: 60, max: 86_400 } as const;
export const supervisionSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(SUPERVISION.min, `Must be between ${SUPERVISION.min} and ${SUPERVISION.max}`)
  .max(SUPERVISION.max, `Must be between ${SUPERVISION.min} and ${SUPERVISION.max}`);

/** Who armed or disarmed: the panel's user number (SIA `id`, Contact ID user) and the command's user, if any. */
export const armedBy = z.object({
  /** The user number the panel reported (keypad user), null when it did not say. */
  panelUser: z.number().int().nullable(),
  /** The platform user whose activate/deactivate command led to it, when one did. */
  user: named.nullable(),
});

/**
 * Socket.IO event (server → client, the realtime channel of docs/api.md): a panel armed or disarmed (SIA
 * CL/OP, Contact ID 401), pushed to those who see the panel: the panel viewers' rooms of its owner, of the
 * company managing the owner and of the security company monitoring it, and to system admins.
 */
export const PANEL_STATE_EVENT = 'defcon-panel-state' as const;
export interface PanelStateEvent {
  panelId: number;
  armState: ArmState;
  armedAt: string;
  armedBy: z.infer<typeof armedBy>;
}
/** The room of a company's panel viewers (`p_defcon_panels_view` held by a role). */
export const panelsRoom = (companyId: number) => `company:${companyId}:defcon:panels`;
/** The room of one panel's viewers whose key comes only from permission groups naming it. */
export const panelRoom = (panelId: number) => `defcon:panel:${panelId}`;

/** One row of the panel list. */
export const panelListItem = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  hardware: named,
  /** The owner: the customer whose premises the panel protects. */
  company: named,
  /** The security company monitoring it (an accepted device assignment), null when none. */
  securityCompany: named.nullable(),
  structure: named.nullable(),
  /** The device's state (active, blocked, …). */
  state: z.enum(DEVICE_STATES),
  accountNumber: z.string().nullable(),
  armState: z.enum(ARM_STATES),
  armedAt: z.string().nullable(),
  /** Who armed or disarmed it last (null before any report). */
  armedBy: armedBy.nullable(),
  link: z.enum(PANEL_LINKS),
  lastHeartbeatAt: z.string().nullable(),
  supervisionSeconds: z.number().int(),
  /** dBm, the last reported (sensor `signal`), null when never. */
  signal: z.number().nullable(),
  network: z.enum(PANEL_NETWORKS),
  zoneCount: z.number().int(),
  /** Open Defcon alarms of the panel (intrusion and status). */
  openAlarms: z.number().int(),
});
export type PanelListItem = z.infer<typeof panelListItem>;

/** A device attached to a panel (a detector, contact or siren), as its zone shows it. */
export const panelDevice = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  hardware: named,
  state: z.enum(DEVICE_STATES),
  battery: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type PanelDevice = z.infer<typeof panelDevice>;

/** The last thing a zone reported. */
export const zoneEvent = z.object({
  /** burglary, panic, fire, tamper, trouble, … (the SIA event table's kind). */
  kind: z.string(),
  code: z.string(),
  restore: z.boolean(),
  at: z.string(),
});

export const panelZone = z.object({
  /** The panel's zone number (SIA `BA012` → 12). */
  zone: z.number().int(),
  name: z.string(),
  device: panelDevice.nullable(),
  /** Alarmed: an open intrusion alarm on this zone. */
  alarmed: z.boolean(),
  lastEvent: zoneEvent.nullable(),
});
export type PanelZone = z.infer<typeof panelZone>;

/** Frames the receiver refused for this panel's account, by reason (bad key, replay, window, …). */
export const panelLog = z.object({
  rejected: z.record(z.string(), z.number().int()),
  rejectedTotal: z.number().int(),
  lastRejectedAt: z.string().nullable(),
  lastRejectedReason: z.string().nullable(),
  /** Frames accepted since the panel was registered. */
  accepted: z.number().int(),
});

/** Commands a panel takes (through the device command channel). */
export const PANEL_COMMANDS = [
  'arm',
  'disarm',
  'panic',
  'wifi-scan',
  'wifi-join',
  'network-switch',
  'siren-on',
  'siren-off',
  'bypass-zone',
  'unbypass-zone',
  'reboot',
] as const;
export type PanelCommandName = (typeof PANEL_COMMANDS)[number];
/** What `POST /defcon/panel/:id/command` sends; the others have their own calls. */
export const GENERIC_PANEL_COMMANDS = [
  'siren-on',
  'siren-off',
  'bypass-zone',
  'unbypass-zone',
  'reboot',
] as const satisfies readonly PanelCommandName[];

export const PANEL_COMMAND_STATES = ['queued', 'sent', 'acknowledged', 'failed', 'expired'] as const;

/** A command's outcome (the 202 of every command call, and the panel's latest commands). */
export const panelCommand = z.object({
  id: z.string(),
  command: z.enum(PANEL_COMMANDS),
  /** What was sent; a wifi password is masked. */
  params: z.record(z.string(), z.unknown()),
  state: z.enum(PANEL_COMMAND_STATES),
  /** The panel's message with its ack (a wifi scan's networks), or why it failed or expired. */
  message: z.string().nullable(),
  user: named.nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  ackedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
});
export type PanelCommand = z.infer<typeof panelCommand>;

/** A panel's details page: the list row plus zones, SIA settings (never the key), log and latest commands. */
export const panelDetails = panelListItem.extend({
  zones: z.array(panelZone),
  /** Whether an AES key is set (frames must then be encrypted). The key itself is never sent. */
  hasKey: z.boolean(),
  floor: named.nullable(),
  space: named.nullable(),
  lastSeenAt: z.string().nullable(),
  battery: z.number().nullable(),
  log: panelLog,
  lastCommands: z.array(panelCommand),
});
export type PanelDetails = z.infer<typeof panelDetails>;

export const PANEL_SORTS = ['id', 'serial', 'name', 'lastHeartbeatAt', 'accountNumber', 'armState'] as const;

export const panelListQuery = listQuery(PANEL_SORTS).extend({
  customerId: customerIdSchema.optional(),
  structureId: recordId.optional(),
  armState: z.enum(ARM_STATES, { error: "Must be 'armed', 'disarmed' or 'unknown'" }).optional(),
  link: z.enum(PANEL_LINKS, { error: "Must be 'online', 'offline' or 'never'" }).optional(),
  /** Only panels with (true) or without (false) open alarms. */
  alarmed: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
});

export const listPanels = defineEndpoint({
  method: 'GET',
  path: '/defcon/panel',
  summary:
    "Intrusion panels: the customers' (customerId or on-behalf-of narrows to one; default: the caller's own company, every customer it serves for a security company with customerId=:none) and those a security company monitors by an accepted device assignment; search (name) matches serial, name or account number",
  tags,
  access: panelAccess('view'),
  schemas: { querystring: panelListQuery, headers, response: { 200: paged(panelListItem), ...bad } },
});

export const getPanel = defineEndpoint({
  method: 'GET',
  path: '/defcon/panel/:id',
  summary:
    'One panel: state, link, zones with their devices, SIA account (never the key), rejected-frame log, latest commands',
  tags,
  access: panelAccess('view'),
  schemas: { params: deviceParams, headers, response: { 200: z.object({ data: panelDetails }), ...bad } },
});

/** A panel group: the panels of one customer, by structure (spec "panel group"). */
export const panelGroup = z.object({
  customer: named,
  securityCompany: named.nullable(),
  panels: z.number().int(),
  armed: z.number().int(),
  disarmed: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  openAlarms: z.number().int(),
  structures: z.array(
    z.object({
      structure: named.nullable(),
      panels: z.array(named.extend({ armState: z.enum(ARM_STATES) })),
    }),
  ),
});
export type PanelGroup = z.infer<typeof panelGroup>;

export const listPanelGroups = defineEndpoint({
  method: 'GET',
  path: '/defcon/group',
  summary:
    'Panel groups: the panels the caller sees grouped by customer (then by structure), with armed, link and open-alarm counts; paged by customer',
  tags,
  access: panelAccess('view'),
  schemas: {
    querystring: listQuery(['customer'] as const).extend({ customerId: customerIdSchema.optional() }),
    headers,
    response: { 200: paged(panelGroup), ...bad },
  },
});

const accepted = z.object({ data: panelCommand });

export const activatePanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/activate',
  summary:
    "Arm the panel (an 'arm' command; the state changes when the panel reports the closing over SIA). 202 with the command",
  tags,
  access: panelAccess('activate'),
  schemas: {
    params: deviceParams,
    headers,
    /** `{}` or `{ mode }`: away by default. */
    body: z.strictObject({
      mode: z.enum(['away', 'stay'], { error: "Must be 'away' or 'stay'" }).optional(),
    }),
    response: { 202: accepted, ...commandErrors },
  },
});

export const deactivatePanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/deactivate',
  summary:
    "Disarm the panel (a 'disarm' command; the state changes when the panel reports the opening). 202 with the command",
  tags,
  access: panelAccess('activate'),
  schemas: { params: deviceParams, headers, response: { 202: accepted, ...commandErrors } },
});

export const panicPanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/panic',
  summary:
    "Trigger the panel's panic (sirens, and the panel reports a panic alarm over SIA, which raises an intrusion alarm). 202",
  tags,
  access: panelAccess('panic'),
  schemas: { params: deviceParams, headers, response: { 202: accepted, ...commandErrors } },
});

export const ZONE = { min: 1, max: 999 } as const;
export const zoneNumberSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(ZONE.min, `Must be between ${ZONE.min} and ${ZONE.max}`)
  .max(ZONE.max, `Must be between ${ZONE.min} and ${ZONE.max}`);

export const panelCommandBody = z
  .strictObject({
    command: z.enum(GENERIC_PANEL_COMMANDS, {
      error: `Must be one of ${GENERIC_PANEL_COMMANDS.join(', ')}`,
    }),
    /** bypass-zone and unbypass-zone: the zone. */
    zone: zoneNumberSchema.optional(),
  })
  .refine((b) => !b.command.includes('bypass') || b.zone !== undefined, {
    message: 'Required',
    path: ['zone'],
  });
export type PanelCommandBody = z.infer<typeof panelCommandBody>;

export const commandPanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/command',
  summary: `Send the panel a command (${GENERIC_PANEL_COMMANDS.join(', ')}); 202 with the command, acknowledged when the panel answers`,
  tags,
  access: panelAccess('command'),
  schemas: {
    params: deviceParams,
    headers,
    body: panelCommandBody,
    response: { 202: accepted, ...commandErrors },
  },
});

export const wifiScanPanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/wifi-scan',
  summary: "Ask the panel to scan for Wi-Fi networks; the ack's message lists them. 202 with the command",
  tags,
  access: panelAccess('command'),
  schemas: { params: deviceParams, headers, response: { 202: accepted, ...commandErrors } },
});

export const wifiJoinBody = z.strictObject({
  ssid: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(32, 'Please Enter At Most 32 Characters'),
  /** WPA2: 8 to 63 characters; open networks: omit. Sent to the panel, masked in the log, never stored. */
  password: z
    .string()
    .min(8, 'Please Enter At Least 8 Characters')
    .max(63, 'Please Enter At Most 63 Characters')
    .optional(),
});
export type WifiJoinBody = z.infer<typeof wifiJoinBody>;

export const wifiJoinPanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/wifi-join',
  summary: 'Tell the panel to join a Wi-Fi network (the password is masked in the command log). 202',
  tags,
  access: panelAccess('command'),
  schemas: {
    params: deviceParams,
    headers,
    body: wifiJoinBody,
    response: { 202: accepted, ...commandErrors },
  },
});

export const networkSwitchBody = z.strictObject({
  network: z.enum(PANEL_NETWORKS, { error: "Must be 'ethernet', 'wifi' or 'cellular'" }),
});

export const networkSwitchPanel = defineEndpoint({
  method: 'POST',
  path: '/defcon/panel/:id/network-switch',
  summary:
    "Switch the panel's path to the receiver (ethernet, wifi, cellular); the panel's network changes when it acknowledges. 202",
  tags,
  access: panelAccess('command'),
  schemas: {
    params: deviceParams,
    headers,
    body: networkSwitchBody,
    response: { 202: accepted, ...commandErrors },
  },
});

export const panelOwnerBody = z.strictObject({ customerId: recordId });

export const changePanelOwner = defineEndpoint({
  method: 'PATCH',
  path: '/defcon/panel/:id/owner',
  summary:
    "Give the panel and its zones' devices to another customer the caller sees (418 on customerId otherwise); the panel's monitoring assignment ends",
  tags,
  access: panelAccess('transfer'),
  schemas: {
    params: deviceParams,
    headers,
    body: panelOwnerBody,
    response: { 200: z.object({ data: panelDetails }), ...bad },
  },
});

/** SIA registration of a panel (not in the spec's list: how a panel gets its account, key and supervision). */
export const panelSiaBody = z.strictObject({
  accountNumber: siaAccountSchema,
  /** Absent: unchanged; null: no key. */
  key: siaKeySchema.nullable().optional(),
  supervisionSeconds: supervisionSchema.optional(),
});
export type PanelSiaBody = z.input<typeof panelSiaBody>;

export const setPanelSia = defineEndpoint({
  method: 'PUT',
  path: '/defcon/panel/:id/sia',
  summary:
    'Register the panel with the receiver: its SIA account (unique: 418 when taken), AES key (write-only) and supervision interval',
  tags,
  access: panelAccess('command'),
  schemas: {
    params: deviceParams,
    headers,
    body: panelSiaBody,
    response: { 200: z.object({ data: panelDetails }), ...bad },
  },
});

export const zoneBody = z.strictObject({
  name: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(80, 'Please Enter At Most 80 Characters'),
  /** A detector, contact or siren of the panel's owner; null: the zone has no device. */
  deviceId: recordId.nullable(),
});

export const setPanelZone = defineEndpoint({
  method: 'PUT',
  path: '/defcon/panel/:id/zone/:zone',
  summary:
    "Name a zone and attach one of the owner's Defcon detectors, contacts or sirens to it (a device is in one zone at most)",
  tags,
  access: panelAccess('command'),
  schemas: {
    params: z.object({ id: recordId, zone: zoneNumberSchema }),
    headers,
    body: zoneBody,
    response: { 200: z.object({ data: panelDetails }), 409: errorBody, ...bad },
  },
});

// -------------------------------------------------------------------------------------------------------------
// Devices under panels

/** A device attached to a panel, in the panel's device list. */
export const panelDeviceItem = panelDevice.extend({
  zone: z.number().int(),
  zoneName: z.string(),
  alarmed: z.boolean(),
  lastEvent: zoneEvent.nullable(),
});
export type PanelDeviceItem = z.infer<typeof panelDeviceItem>;

export const PANEL_DEVICE_SORTS = ['zone', 'serial', 'name', 'lastSeenAt'] as const;

export const listPanelDevices = defineEndpoint({
  method: 'GET',
  path: '/defcon/panel/:id/device',
  summary: "The panel's zones' devices (detectors, contacts, sirens); search (name) matches serial or name",
  tags,
  access: anyOf('p_defcon_devices_view'),
  schemas: {
    params: deviceParams,
    headers,
    querystring: listQuery(PANEL_DEVICE_SORTS).extend({ type: z.enum(DEVICE_TYPES).optional() }),
    response: { 200: paged(panelDeviceItem), ...bad },
  },
});

/** Spec §2 `device/panel/:panelId/details/:id`: a device with its panel and zone and the zone's recent events. */
export const panelDeviceDetails = panelDeviceItem.extend({
  panel: named.extend({ serial: z.string(), armState: z.enum(ARM_STATES), link: z.enum(PANEL_LINKS) }),
  company: named,
  structure: named.nullable(),
  lastValues: z.record(z.string(), z.number()).nullable(),
  /** The zone's latest events, newest first (at most 20). */
  events: z.array(zoneEvent),
});
export type PanelDeviceDetails = z.infer<typeof panelDeviceDetails>;

export const getPanelDevice = defineEndpoint({
  method: 'GET',
  path: '/defcon/panel/:panelId/details/:id',
  summary:
    'A device of a panel: its zone, panel, state and the zone’s latest events (404 when not on that panel)',
  tags,
  access: anyOf('p_defcon_devices_view'),
  schemas: {
    params: z.object({ panelId: recordId, id: recordId }),
    headers,
    response: { 200: z.object({ data: panelDeviceDetails }), ...bad },
  },
});

// -------------------------------------------------------------------------------------------------------------
// Reference: package models and hardware

const referenceAccess = anyOf('p_defcon_view', 'p_defcon_devices_view', 'p_defcon_panels_view');

export const listDefconPackageModels = defineEndpoint({
  method: 'GET',
  path: '/defcon/package-model',
  summary: "Defcon's package models (the market's monitoring and police-response packages)",
  tags,
  access: referenceAccess,
  schemas: {
    querystring: listQuery(PRODUCT_SORTS),
    response: { 200: paged(marketItem), 418: bad[418] },
  },
});

export const listDefconHardware = defineEndpoint({
  method: 'GET',
  path: '/defcon/hardware',
  summary: 'Defcon hardware models: intrusion panel, motion detector, door contact, siren',
  tags,
  access: referenceAccess,
  schemas: {
    querystring: z.looseObject({ type: z.enum(DEVICE_TYPES).optional() }),
    response: { 200: z.object({ data: z.array(hardware) }), 418: bad[418] },
  },
});
