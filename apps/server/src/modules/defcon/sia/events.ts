/**
 * What a DC-09 frame's data means: SIA DC-03 blocks (`SIA-DCS`, e.g. `Nri1/BA012`), Contact ID blocks
 * (`ADM-CID`, e.g. `1130 01 012`) and the `NULL` link test, decoded into normalized events.
 *
 * The one table that gives events their meaning is here: SIA_EVENT_TABLE (SIA codes) and CID_EVENT_TABLE
 * (Contact ID event codes), each entry { kind, restore, eventClass, number, description }. docs/api.md
 * ("SIA DC-09 receiver") points here. Classes: `intrusion` (raise / close an intrusion alarm: burglary, panic,
 * fire, tamper), `status` (raise / close a status alarm: trouble, supervision), `state` (the panel is armed or
 * disarmed), `none` (tests and everything else: the panel is alive, nothing to raise). A restore has the class of
 * what it restores, `restore: true`: it closes the alarm the same kind opened for the same zone.
 *
 * A SIA code absent from SIA_EVENT_TABLE but valid (sia-codes.ts, 325 codes) decodes as kind `other`, class
 * `none`; a block whose codes are all unknown is `unknown-code` (the receiver answers DUH). Contact ID: an event
 * code not in the table is kind `other`; a qualifier other than 1, 3, 6 is `malformed-data`.
 *
 * Sources: pysiaalarm @ 0f539a6 `data/sia_codes.py`, `data/adm_mapping.py` (Contact ID → SIA: 1130 BA,
 * 3130 BH, 1401 OP, 3401 CL, 602 RP, 137/144 TA/TR, 301 AT/AR, 302 YT/YR, 312 YP/YQ …); dc09_spt `dc03_msg.py`
 * (`ri` area, `id` user, `ti` time, `^text^`); Ademco Contact ID event list (DC-05).
 */
import type { SiaFrame } from './frame.ts';
import { SIA_CODE_NAMES } from './sia-codes.ts';

export type SiaEventKind =
  | 'burglary'
  | 'panic'
  | 'fire'
  | 'tamper'
  | 'trouble'
  | 'supervision'
  | 'arm'
  | 'disarm'
  | 'test'
  | 'other';
export type SiaEventClass = 'intrusion' | 'status' | 'state' | 'none';
/** What the number after the code (SIA) or the last field (Contact ID) is. */
export type SiaNumberKind = 'zone' | 'user' | 'area' | 'none';

export interface SiaEventMeaning {
  kind: SiaEventKind;
  /** A restoral of `kind` (closes what the same kind raised). Contact ID: qualifier 3 sets it. */
  restore: boolean;
  eventClass: SiaEventClass;
  number: SiaNumberKind;
  description: string;
}

export interface SiaEvent {
  kind: SiaEventKind;
  restore: boolean;
  eventClass: SiaEventClass;
  /** `sia` (SIA-DCS), `cid` (ADM-CID) or `null` (link test). */
  scheme: 'sia' | 'cid' | 'null';
  /** The SIA code (`BA`), the Contact ID event code (`130`) or `NULL`. */
  code: string;
  /** Contact ID: 1 new event / opening, 3 restore / closing, 6 status (previously reported, still so). */
  qualifier?: 1 | 3 | 6;
  zone?: number;
  user?: number;
  /** SIA `ri` area, Contact ID partition (GG). */
  partition?: number;
  description: string;
  /** SIA `^text^` or trailing text after the number. */
  text?: string;
  /** SIA `ti` (hh:mm), the panel's time of the event. */
  time?: string;
}

export type DecodeResult =
  | { ok: true; events: SiaEvent[] }
  | { ok: false; error: 'unknown-code' | 'malformed-data' | 'unknown-token'; detail: string };

// ---------------------------------------------------------------------------------------------------------------
// The table

type Row = [kind: SiaEventKind, restore: boolean, eventClass: SiaEventClass, number: SiaNumberKind];
const A = (kind: SiaEventKind, number: SiaNumberKind = 'zone'): Row => [kind, false, classOf(kind), number];
const R = (kind: SiaEventKind, number: SiaNumberKind = 'zone'): Row => [kind, true, classOf(kind), number];
function classOf(kind: SiaEventKind): SiaEventClass {
  if (kind === 'burglary' || kind === 'panic' || kind === 'fire' || kind === 'tamper') return 'intrusion';
  if (kind === 'trouble' || kind === 'supervision') return 'status';
  if (kind === 'arm' || kind === 'disarm') return 'state';
  return 'none';
}

/** SIA codes with an alarm meaning (description: the code's SIA name). */
const SIA_ROWS: Record<string, Row> = {
  // burglary (zone)
  BA: A('burglary'),
  BV: A('burglary', 'area'),
  BM: A('burglary'),
  EA: A('burglary'),
  UA: A('burglary'),
  BR: R('burglary'),
  BH: R('burglary'),
  UR: R('burglary'),
  UH: R('burglary'),
  // panic, hold-up (duress), emergency, medical
  PA: A('panic'),
  HA: A('panic'),
  QA: A('panic'),
  MA: A('panic'),
  PR: R('panic'),
  PH: R('panic'),
  HR: R('panic'),
  HH: R('panic'),
  QR: R('panic'),
  QH: R('panic'),
  MR: R('panic'),
  MH: R('panic'),
  // fire
  FA: A('fire'),
  FH: R('fire'),
  FR: R('fire'),
  FC: R('fire'),
  KA: A('fire'),
  KH: R('fire'),
  KR: R('fire'),
  // tamper
  TA: A('tamper'),
  TR: R('tamper'),
  TH: R('tamper', 'none'),
  ES: A('tamper', 'none'),
  EJ: R('tamper', 'none'),
  XS: A('tamper', 'none'),
  XJ: R('tamper', 'none'),
  JA: A('tamper', 'area'),
  JC: R('tamper', 'area'),
  // trouble
  AT: A('trouble', 'none'),
  AR: R('trouble', 'none'),
  YT: A('trouble', 'none'),
  YR: R('trouble', 'none'),
  YM: A('trouble', 'none'),
  YP: A('trouble', 'none'),
  YQ: R('trouble', 'none'),
  YS: A('trouble', 'none'),
  YC: A('trouble', 'none'),
  YK: R('trouble', 'none'),
  LT: A('trouble', 'none'),
  LR: R('trouble', 'none'),
  ET: A('trouble', 'none'),
  ER: R('trouble', 'none'),
  XT: A('trouble'),
  XR: R('trouble'),
  BT: A('trouble'),
  BJ: R('trouble'),
  FT: A('trouble'),
  FJ: R('trouble'),
  PT: A('trouble'),
  PJ: R('trouble'),
  HT: A('trouble'),
  HJ: R('trouble'),
  TT: A('trouble'),
  TJ: R('trouble', 'none'),
  UT: A('trouble'),
  UJ: R('trouble'),
  YA: A('trouble', 'none'),
  YH: R('trouble', 'none'),
  YI: A('trouble', 'none'),
  YJ: R('trouble', 'none'),
  YX: A('trouble', 'none'),
  YZ: R('trouble', 'none'),
  NT: A('trouble', 'none'),
  NR: R('trouble', 'none'),
  // supervision (a detector, expansion or path not heard from)
  BZ: A('supervision'),
  FZ: A('supervision'),
  UZ: A('supervision'),
  EM: A('supervision', 'none'),
  EN: R('supervision', 'none'),
  XL: A('supervision', 'none'),
  BS: A('supervision'),
  US: A('supervision'),
  // armed (user or area)
  CL: A('arm', 'user'),
  CP: A('arm', 'user'),
  CQ: A('arm', 'user'),
  CF: A('arm', 'user'),
  CE: A('arm', 'user'),
  CK: A('arm', 'user'),
  CJ: A('arm', 'user'),
  CA: A('arm', 'area'),
  CG: A('arm', 'area'),
  CS: A('arm'),
  NL: A('arm', 'area'),
  NM: A('arm', 'area'),
  NF: A('arm', 'area'),
  CW: A('arm', 'area'),
  // disarmed
  OP: A('disarm', 'user'),
  OQ: A('disarm', 'user'),
  OR: A('disarm', 'user'),
  OK: A('disarm', 'user'),
  OJ: A('disarm', 'user'),
  OA: A('disarm', 'area'),
  OG: A('disarm', 'area'),
  OS: A('disarm'),
  // tests
  RP: A('test', 'none'),
  RX: A('test', 'user'),
  TX: A('test', 'none'),
  RY: A('test'),
  BX: A('test'),
  FX: A('test'),
  TS: A('test', 'none'),
  TE: A('test', 'none'),
};

const siaName = (code: string) => SIA_CODE_NAMES[code]?.[0] ?? code;

/** SIA code → meaning. Exported for the docs and for callers (the table is the one place codes get meaning). */
export const SIA_EVENT_TABLE: Readonly<Record<string, SiaEventMeaning>> = Object.fromEntries(
  Object.entries(SIA_ROWS).map(([code, [kind, restore, eventClass, number]]) => [
    code,
    { kind, restore, eventClass, number, description: siaName(code) },
  ]),
);

type CidRow = [kind: SiaEventKind | 'open-close', number: SiaNumberKind, description: string];
const cidRows: Record<string, CidRow> = {
  '100': ['panic', 'zone', 'Medical'],
  '101': ['panic', 'zone', 'Personal emergency'],
  '102': ['panic', 'zone', 'Fail to report in'],
  '110': ['fire', 'zone', 'Fire'],
  '111': ['fire', 'zone', 'Smoke'],
  '112': ['fire', 'zone', 'Combustion'],
  '113': ['fire', 'zone', 'Water flow'],
  '114': ['fire', 'zone', 'Heat'],
  '115': ['fire', 'zone', 'Pull station'],
  '116': ['fire', 'zone', 'Duct'],
  '117': ['fire', 'zone', 'Flame'],
  '118': ['fire', 'zone', 'Near alarm'],
  '120': ['panic', 'zone', 'Panic'],
  '121': ['panic', 'user', 'Duress'],
  '122': ['panic', 'zone', 'Silent panic'],
  '123': ['panic', 'zone', 'Audible panic'],
  '124': ['panic', 'zone', 'Duress, access granted'],
  '125': ['panic', 'zone', 'Duress, egress granted'],
  '130': ['burglary', 'zone', 'Burglary'],
  '131': ['burglary', 'zone', 'Perimeter'],
  '132': ['burglary', 'zone', 'Interior'],
  '133': ['burglary', 'zone', '24 hour (safe)'],
  '134': ['burglary', 'zone', 'Entry/exit'],
  '135': ['burglary', 'zone', 'Day/night'],
  '136': ['burglary', 'zone', 'Outdoor'],
  '137': ['tamper', 'zone', 'Tamper'],
  '138': ['burglary', 'zone', 'Near alarm'],
  '139': ['burglary', 'zone', 'Intrusion verifier'],
  '140': ['burglary', 'zone', 'General alarm'],
  '143': ['trouble', 'zone', 'Expansion module failure'],
  '144': ['tamper', 'zone', 'Sensor tamper'],
  '145': ['tamper', 'zone', 'Expansion module tamper'],
  '146': ['burglary', 'zone', 'Silent burglary'],
  '147': ['supervision', 'zone', 'Sensor supervision failure'],
  '300': ['trouble', 'zone', 'System trouble'],
  '301': ['trouble', 'zone', 'AC loss'],
  '302': ['trouble', 'zone', 'Low system battery'],
  '303': ['trouble', 'zone', 'RAM checksum bad'],
  '304': ['trouble', 'zone', 'ROM checksum bad'],
  '305': ['trouble', 'zone', 'System reset'],
  '306': ['trouble', 'zone', 'Panel programming changed'],
  '307': ['trouble', 'zone', 'Self-test failure'],
  '308': ['trouble', 'zone', 'System shutdown'],
  '309': ['trouble', 'zone', 'Battery test failure'],
  '310': ['trouble', 'zone', 'Ground fault'],
  '311': ['trouble', 'zone', 'Battery missing/dead'],
  '312': ['trouble', 'zone', 'Power supply overcurrent'],
  '313': ['trouble', 'user', 'Engineer reset'],
  '320': ['trouble', 'zone', 'Sounder/relay'],
  '321': ['trouble', 'zone', 'Bell 1'],
  '322': ['trouble', 'zone', 'Bell 2'],
  '323': ['trouble', 'zone', 'Alarm relay'],
  '324': ['trouble', 'zone', 'Trouble relay'],
  '325': ['trouble', 'zone', 'Reversing relay'],
  '330': ['trouble', 'zone', 'System peripheral trouble'],
  '331': ['trouble', 'zone', 'Polling loop open'],
  '332': ['trouble', 'zone', 'Polling loop short'],
  '333': ['trouble', 'zone', 'Expansion module failure'],
  '334': ['trouble', 'zone', 'Repeater failure'],
  '335': ['trouble', 'zone', 'Local printer out of paper'],
  '336': ['trouble', 'zone', 'Local printer failure'],
  '337': ['trouble', 'zone', 'Expansion module DC loss'],
  '338': ['trouble', 'zone', 'Expansion module low battery'],
  '339': ['trouble', 'zone', 'Expansion module reset'],
  '341': ['tamper', 'zone', 'Expansion module tamper'],
  '342': ['trouble', 'zone', 'Expansion module AC loss'],
  '343': ['trouble', 'zone', 'Expansion module self-test fail'],
  '344': ['trouble', 'zone', 'RF receiver jam detected'],
  '350': ['trouble', 'zone', 'Communication trouble'],
  '351': ['trouble', 'zone', 'Telco 1 fault'],
  '352': ['trouble', 'zone', 'Telco 2 fault'],
  '353': ['trouble', 'zone', 'Long range radio transmitter fault'],
  '354': ['trouble', 'zone', 'Failure to communicate event'],
  '355': ['supervision', 'zone', 'Loss of radio supervision'],
  '356': ['supervision', 'zone', 'Loss of central polling'],
  '357': ['trouble', 'zone', 'Long range radio VSWR problem'],
  '370': ['trouble', 'zone', 'Protection loop'],
  '371': ['trouble', 'zone', 'Protection loop open'],
  '372': ['trouble', 'zone', 'Protection loop short'],
  '373': ['trouble', 'zone', 'Fire trouble'],
  '374': ['burglary', 'zone', 'Exit error alarm'],
  '375': ['trouble', 'zone', 'Panic zone trouble'],
  '376': ['trouble', 'zone', 'Hold-up zone trouble'],
  '377': ['trouble', 'zone', 'Swinger trouble'],
  '378': ['trouble', 'zone', 'Cross-zone trouble'],
  '380': ['trouble', 'zone', 'Sensor trouble'],
  '381': ['supervision', 'zone', 'Loss of supervision - RF'],
  '382': ['supervision', 'zone', 'Loss of supervision - RPM'],
  '383': ['tamper', 'zone', 'Sensor tamper'],
  '384': ['trouble', 'zone', 'RF low battery'],
  '385': ['trouble', 'zone', 'Smoke detector high sensitivity'],
  '386': ['trouble', 'zone', 'Smoke detector low sensitivity'],
  '387': ['trouble', 'zone', 'Intrusion detector high sensitivity'],
  '388': ['trouble', 'zone', 'Intrusion detector low sensitivity'],
  '389': ['trouble', 'zone', 'Sensor self-test failure'],
  '391': ['trouble', 'zone', 'Sensor watch trouble'],
  '392': ['trouble', 'zone', 'Drift compensation error'],
  '393': ['trouble', 'zone', 'Maintenance alert'],
  '400': ['open-close', 'user', 'Open/close'],
  '401': ['open-close', 'user', 'Open/close by user'],
  '402': ['open-close', 'user', 'Group open/close'],
  '403': ['open-close', 'user', 'Automatic open/close'],
  '404': ['open-close', 'user', 'Late to open/close'],
  '405': ['open-close', 'user', 'Deferred open/close'],
  '407': ['open-close', 'user', 'Remote arm/disarm'],
  '408': ['open-close', 'user', 'Quick arm'],
  '409': ['open-close', 'user', 'Keyswitch open/close'],
  '441': ['open-close', 'user', 'Armed stay'],
  '442': ['open-close', 'user', 'Keyswitch armed stay'],
  '601': ['test', 'zone', 'Manual trigger test'],
  '602': ['test', 'zone', 'Periodic test'],
  '603': ['test', 'zone', 'Periodic RF transmission'],
  '604': ['test', 'user', 'Fire test'],
  '605': ['test', 'zone', 'Status report to follow'],
  '606': ['test', 'zone', 'Listen-in to follow'],
  '607': ['test', 'user', 'Walk test mode'],
  '608': ['test', 'zone', 'Periodic test, system trouble present'],
  '609': ['test', 'zone', 'Video transmitter active'],
  '611': ['test', 'zone', 'Point tested OK'],
  '612': ['test', 'zone', 'Point not tested'],
  '613': ['test', 'zone', 'Intrusion zone walk tested'],
  '614': ['test', 'zone', 'Fire zone walk tested'],
  '615': ['test', 'zone', 'Panic zone walk tested'],
  '616': ['test', 'zone', 'Service request'],
};

export interface CidEventMeaning {
  /** `open-close`: qualifier 1 = opening (disarm), 3 = closing (arm); any other kind: qualifier 3 = restore. */
  kind: SiaEventKind | 'open-close';
  eventClass: SiaEventClass;
  number: SiaNumberKind;
  description: string;
}

/** Contact ID event code → meaning. */
export const CID_EVENT_TABLE: Readonly<Record<string, CidEventMeaning>> = Object.fromEntries(
  Object.entries(cidRows).map(([code, [kind, number, description]]) => [
    code,
    { kind, eventClass: kind === 'open-close' ? 'state' : classOf(kind), number, description },
  ]),
);

// ---------------------------------------------------------------------------------------------------------------
// Decoding

const num = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

function place(event: SiaEvent, number: SiaNumberKind, value: number | undefined) {
  if (value === undefined) return;
  if (number === 'zone') event.zone = value;
  else if (number === 'user') event.user = value;
  else if (number === 'area') event.partition = value;
}

/** One SIA event of code `code`, number `digits`, in area `area` by user `user`. */
function siaEvent(
  code: string,
  digits: string,
  ctx: { area?: number; user?: number; time?: string },
): SiaEvent {
  const meaning = SIA_EVENT_TABLE[code];
  const event: SiaEvent = meaning
    ? {
        kind: meaning.kind,
        restore: meaning.restore,
        eventClass: meaning.eventClass,
        scheme: 'sia',
        code,
        description: meaning.description,
      }
    : { kind: 'other', restore: false, eventClass: 'none', scheme: 'sia', code, description: siaName(code) };
  if (ctx.area !== undefined) event.partition = ctx.area;
  if (ctx.user !== undefined) event.user = ctx.user;
  if (ctx.time !== undefined) event.time = ctx.time;
  const numberKind = meaning?.number ?? SIA_CODE_NAMES[code]?.[1];
  place(event, numberKind === 'other' || numberKind === undefined ? 'zone' : numberKind, num(digits));
  return event;
}

const SIA_TOKEN_RE =
  /(ri|id|pi|ti)(\d{1,2}:\d{2}|\d+)|([A-Z]{2})(\d*)|\^([^^]*)\^?|([/\s]+)|([A-Za-z][A-Za-z0-9 .-]*)/y;

/**
 * A SIA DC-03 data block (after the `|`): `N` (new event) then `/`-separated fields: `ri<area>`, `id<user>`,
 * `ti<hh:mm>`, `pi<…>`, event codes with their number (`BA012`), `^text^`. Several codes in one block give several
 * events. Real-world variants accepted: `Nri1CL0^VX FRONTE ^`, `Nri04/OP001NM`, `NFA129`, `Nri1/PA501`.
 */
export function decodeSiaData(data: string): DecodeResult {
  let block = data.trim();
  if (block.startsWith('A')) {
    // An ASCII text block (DC-03 "A"): no event code.
    return { ok: false, error: 'unknown-code', detail: 'an ASCII block carries no event code' };
  }
  if (block.startsWith('N')) block = block.slice(1);
  const ctx: { area?: number; user?: number; time?: string } = {};
  const events: SiaEvent[] = [];
  let known = 0;
  // DC-03 separates events with `/`: letters right after an event's number are its text, not another event.
  let afterEvent = false;
  SIA_TOKEN_RE.lastIndex = 0;
  while (SIA_TOKEN_RE.lastIndex < block.length) {
    const at = SIA_TOKEN_RE.lastIndex;
    const m = SIA_TOKEN_RE.exec(block);
    if (!m)
      return { ok: false, error: 'malformed-data', detail: `cannot read "${block.slice(at, at + 20)}"` };
    const [, field, fieldValue, code, digits, caret, separator, loose] = m;
    if (separator?.includes('/')) afterEvent = false;
    if (field === 'ri') ctx.area = num(fieldValue);
    else if (field === 'id') ctx.user = num(fieldValue);
    else if (field === 'ti') ctx.time = fieldValue;
    else if (code !== undefined) {
      if (afterEvent) {
        appendText(events, code + (digits ?? ''));
        continue;
      }
      if (SIA_CODE_NAMES[code] !== undefined) known++;
      events.push(siaEvent(code, digits ?? '', ctx));
      afterEvent = true;
    } else if (caret !== undefined) appendText(events, caret.trim());
    else if (loose !== undefined) {
      if (events.length === 0)
        return { ok: false, error: 'malformed-data', detail: `no event code in "${data}"` };
      appendText(events, loose.trim());
    }
  }
  if (events.length === 0) return { ok: false, error: 'unknown-code', detail: `no event code in "${data}"` };
  if (known === 0) {
    return {
      ok: false,
      error: 'unknown-code',
      detail: `unknown SIA code ${events.map((e) => e.code).join(', ')}`,
    };
  }
  return { ok: true, events };
}

function appendText(events: SiaEvent[], text: string) {
  const last = events.at(-1);
  if (!last || !text) return;
  last.text = last.text ? `${last.text} ${text}` : text;
}

const CID_RE = /^([0-9])([0-9A-F]{3})\s?([0-9A-F]{2})\s?([0-9A-F]{3})$/i;

/** A Contact ID block `QEEE GG ZZZ` (after the `|`): qualifier, event, partition, zone or user. */
export function decodeCidData(data: string): DecodeResult {
  const m = CID_RE.exec(data.trim());
  if (!m) return { ok: false, error: 'malformed-data', detail: `"${data}" is not QEEE GG ZZZ` };
  const [, q, code, group, point] = m as unknown as [string, string, string, string, string];
  const qualifier = Number(q);
  if (qualifier !== 1 && qualifier !== 3 && qualifier !== 6) {
    return { ok: false, error: 'malformed-data', detail: `qualifier ${q} is not 1, 3 or 6` };
  }
  const meaning = CID_EVENT_TABLE[code];
  let kind: SiaEventKind = 'other';
  let restore = false;
  if (meaning?.kind === 'open-close') kind = qualifier === 3 ? 'arm' : qualifier === 1 ? 'disarm' : 'other';
  else if (meaning) {
    kind = meaning.kind;
    restore = qualifier === 3;
  }
  const event: SiaEvent = {
    kind,
    restore,
    eventClass: meaning ? meaning.eventClass : 'none',
    scheme: 'cid',
    code,
    qualifier,
    description: meaning
      ? `${meaning.description}${meaning.kind === 'open-close' ? (qualifier === 3 ? ' (closing)' : qualifier === 1 ? ' (opening)' : ' (status)') : restore ? ' restore' : qualifier === 6 ? ' (status)' : ''}`
      : `Contact ID event ${code}`,
  };
  if (kind === 'other' && meaning?.kind === 'open-close') event.eventClass = 'none';
  const partition = num(group);
  if (partition !== undefined) event.partition = partition;
  place(event, meaning?.number ?? 'zone', num(point));
  return { ok: true, events: [event] };
}

/** The events of an opened frame: by token SIA-DCS, ADM-CID or NULL (one `test` event, code `NULL`). */
export function decodeFrame(frame: Pick<SiaFrame, 'token' | 'data'>): DecodeResult {
  if (frame.token === 'NULL') {
    return {
      ok: true,
      events: [
        {
          kind: 'test',
          restore: false,
          eventClass: 'none',
          scheme: 'null',
          code: 'NULL',
          description: 'Link test',
        },
      ],
    };
  }
  if (frame.token === 'SIA-DCS') return decodeSiaData(frame.data);
  if (frame.token === 'ADM-CID') return decodeCidData(frame.data);
  return { ok: false, error: 'unknown-token', detail: `"${frame.token}" is not SIA-DCS, ADM-CID or NULL` };
}

// ---------------------------------------------------------------------------------------------------------------
// Building data blocks (simulator, bench, tests)

/** `Nri<area>/<code><number>` (number zero-padded to 3). */
export function siaData(code: string, number?: number, area?: number): string {
  return `N${area !== undefined ? `ri${area}/` : ''}${code}${number !== undefined ? String(number).padStart(3, '0') : ''}`;
}

/** `QEEE GG ZZZ`. */
export function cidData(qualifier: 1 | 3 | 6, code: number | string, partition = 1, point = 0): string {
  return `${qualifier}${String(code).padStart(3, '0')} ${String(partition).padStart(2, '0')} ${String(point).padStart(3, '0')}`;
}
