/**
 * SIA DC-09 frames: reading and building (spec: /work/shared/spec/protocols.md §1, checked against pysiaalarm
 * @ 0f539a6 `event.py`, `utils/regexes.py`).
 *
 *   <LF> CCCC LLLL "<id>" SSSS [R<rcvr>] [L<line>] [#<acct>] [ <data> ] [<ext>]… [_HH:MM:SS,MM-DD-YYYY] <CR>
 *
 * - CCCC: CRC-16/ARC (reflected poly 0xA001, init 0) of the body, 4 hex digits; LLLL: the body's length, 4 hex
 *   digits. The body runs from the first `"` up to, not including, the <CR>.
 * - `<id>`: `SIA-DCS`, `ADM-CID`, `NULL` from panels; `ACK`, `NAK`, `DUH`, `RSP` from receivers. A `*` inside the
 *   quotes (`"*SIA-DCS"`) marks an encrypted frame: everything after the `[` is upper-case hex of
 *   AES-CBC(zero IV, no PKCS padding) over `<pad>|<data>][<ext>]…_<timestamp>`, the pad (1-16 characters, none of
 *   `[`, `]`, `|`) filling the text to a multiple of 16 bytes. The receiver drops everything up to the first `|`
 *   (a frame without data, `*NULL` or `*ACK`, has no `|`: `<pad>]_<timestamp>`).
 * - Keys: 16/24/32 characters taken as bytes (Home Assistant, pysiaalarm, dc09_spt) or 32/48/64 hex digits
 *   (ioBroker.sia). A 32-character hex key is ambiguous (AES-256 ASCII or AES-128 hex): unless told which,
 *   both are tried and the one that decrypts to a well-formed text wins (see keyCandidates).
 *
 * Reading is two steps, because the key depends on the account named in the clear header:
 * readEnvelope (framing, CRC, length, header) then openEnvelope (decrypt, data, extended data, timestamp).
 * Neither throws on bad input: each returns a result tagged `ok`.
 */
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

/** What panels send. */
export const SIA_TOKENS = ['SIA-DCS', 'ADM-CID', 'NULL'] as const;
export type SiaToken = (typeof SIA_TOKENS)[number];
/** What receivers answer. */
export const SIA_REPLY_TOKENS = ['ACK', 'NAK', 'DUH', 'RSP'] as const;
export type SiaReplyToken = (typeof SIA_REPLY_TOKENS)[number];

export const isSiaToken = (token: string): token is SiaToken =>
  (SIA_TOKENS as readonly string[]).includes(token);

/** The clear part of a frame: enough to look the account up and to echo in a reply. */
export interface SiaHeader {
  /** The token without the `*`: `SIA-DCS`, `ADM-CID`, `NULL`, `ACK`, … (any upper-case word is read). */
  token: string;
  encrypted: boolean;
  /** Four decimal digits, as sent (echoed in the reply). */
  sequence: string;
  /** Receiver number after `R`, as sent (hex), when present. */
  receiver?: string;
  /** Account prefix ("line") after `L`, as sent (hex), when present. */
  line?: string;
  /** Account after `#` in the header, as sent (3-16 hex digits), when present. */
  account?: string;
}

export interface SiaEnvelope extends SiaHeader {
  /** The 4 hex digits of the CRC, as sent. */
  crc: string;
  /** The declared length (= body length once read). */
  length: number;
  /** From the first `"` up to the <CR>: what CRC and length cover. */
  body: string;
  /** Everything after the first `[`: the data block in clear, or the ciphertext's hex. */
  rest: string;
}

export interface SiaExtended {
  /** One letter: X longitude, Y latitude, Z altitude, M MAC, V verification URL, K key, H time of occurrence, I text… */
  id: string;
  value: string;
}

export interface SiaFrame extends SiaEnvelope {
  /**
   * The account the frame is for: the header's `#acct`, else the one inside the data block (`[#acct|…]`), as
   * sent. Undefined when neither has one.
   */
  account?: string;
  /** The event data after the `|` (decrypted): `Nri1/BA012`, `1130 01 012`; '' for NULL, ACK, … */
  data: string;
  extended: SiaExtended[];
  /** The frame's `_HH:MM:SS,MM-DD-YYYY` (UTC), when present. */
  timestamp?: Date;
}

export type EnvelopeError = 'garbage' | 'bad-crc' | 'bad-length' | 'malformed';
export type EnvelopeResult =
  | { ok: true; envelope: SiaEnvelope }
  /** `header` is there when the clear header could be read (a reply can echo it). */
  | { ok: false; error: EnvelopeError; detail: string; header?: SiaHeader };

export type OpenError = 'no-key' | 'decrypt-failed' | 'malformed' | 'bad-timestamp';
export type OpenResult =
  /** `key`: the AES key that decrypted an encrypted frame (use it for the `*ACK`). */
  { ok: true; frame: SiaFrame; key?: Buffer } | { ok: false; error: OpenError; detail: string };

export type FrameResult =
  | { ok: true; frame: SiaFrame; key?: Buffer }
  | { ok: false; error: EnvelopeError | OpenError; detail: string; header?: SiaHeader };

// ---------------------------------------------------------------------------------------------------------------
// CRC, length, timestamp

const CRC_TABLE = new Uint16Array(256).map((_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

/** CRC-16/ARC (poly 0x8005 reflected = 0xA001, init 0, no final XOR) over the bytes (latin1) of `text`. */
export function crc16(text: string | Uint8Array): number {
  let crc = 0;
  if (typeof text === 'string') {
    for (let i = 0; i < text.length; i++)
      crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] as number);
  } else {
    for (const byte of text) crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ byte) & 0xff] as number);
  }
  return crc;
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

let lastSecond = Number.NaN;
let lastStamp = '';
/** `_HH:MM:SS,MM-DD-YYYY` in UTC (the last one is kept: every reply within a second shares it). */
export function formatTimestamp(date: Date): string {
  const second = Math.floor(date.getTime() / 1000);
  if (second === lastSecond) return lastStamp;
  const p = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  const stamp = `_${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())},${p(date.getUTCMonth() + 1)}-${p(date.getUTCDate())}-${date.getUTCFullYear()}`;
  lastSecond = second;
  lastStamp = stamp;
  return stamp;
}

const TIMESTAMP_RE = /^_(\d{2}):(\d{2}):(\d{2}),(\d{2})-(\d{2})-(\d{4})$/;

/** Reads `_HH:MM:SS,MM-DD-YYYY` (UTC); undefined when it is not one or names no real time. */
export function parseTimestamp(text: string): Date | undefined {
  const m = TIMESTAMP_RE.exec(text);
  if (!m) return undefined;
  const hh = Number(m[1]);
  const mi = Number(m[2]);
  const ss = Number(m[3]);
  const mo = Number(m[4]);
  const dd = Number(m[5]);
  const yyyy = Number(m[6]);
  const date = new Date(Date.UTC(yyyy, mo - 1, dd, hh, mi, ss));
  const same =
    date.getUTCFullYear() === yyyy &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === dd &&
    date.getUTCHours() === hh &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === ss;
  return same ? date : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Keys and AES

export type KeyEncoding = 'ascii' | 'hex';

const PRINTABLE_RE = /^[\x20-\x7e]*$/;
const HEX_KEY_RE = /^(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{48}|[0-9a-fA-F]{64})$/;

/**
 * The AES keys a configured key may stand for. `ascii`: 16/24/32 printable characters taken as bytes; `hex`:
 * 32/48/64 hex digits decoded. Without an encoding both readings that fit are returned (ASCII first): only a
 * 32-character hex key has two. An empty list: not a usable key.
 */
export function keyCandidates(key: string, encoding?: KeyEncoding): Buffer[] {
  const out: Buffer[] = [];
  if (encoding !== 'hex' && [16, 24, 32].includes(key.length) && PRINTABLE_RE.test(key)) {
    out.push(Buffer.from(key, 'latin1'));
  }
  if (encoding !== 'ascii' && HEX_KEY_RE.test(key)) out.push(Buffer.from(key, 'hex'));
  return out;
}

/** Whether `key` is a usable SIA key (in the given encoding, or in either). */
export const isValidSiaKey = (key: string, encoding?: KeyEncoding) => keyCandidates(key, encoding).length > 0;

const IV = Buffer.alloc(16);
const cipherName = (key: Buffer) => `aes-${key.length * 8}-cbc`;

/** AES-CBC, zero IV, no padding, over `plain` (its length must be a multiple of 16); upper-case hex. */
export function encryptBlock(plain: string, key: Buffer): string {
  const cipher = createCipheriv(cipherName(key), key, IV).setAutoPadding(false);
  return Buffer.concat([cipher.update(plain, 'latin1'), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

/** Decrypts the hex of an encrypted frame; undefined when it is not whole AES blocks of hex. */
export function decryptBlock(hex: string, key: Buffer): string | undefined {
  if (hex.length === 0 || hex.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const decipher = createDecipheriv(cipherName(key), key, IV).setAutoPadding(false);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('latin1');
}

const PAD_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random alphanumeric padding of 1-16 characters bringing `length` to a multiple of 16. */
function padFor(length: number, pad?: string): string {
  const size = 16 - (length % 16);
  if (pad !== undefined) return pad.padEnd(size, '0').slice(0, size);
  let out = '';
  for (let i = 0; i < size; i++) out += PAD_CHARS[randomInt(PAD_CHARS.length)];
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

const START_RE = /^([0-9A-Fa-f]{4})([0-9A-Fa-f]{4})"/;
const HEADER_RE =
  /^"(\*?)([A-Z][A-Z-]{1,15})"(\d{4})(?:R([0-9A-Fa-f]{1,6}))?(?:L([0-9A-Fa-f]{1,6}))?(?:#([0-9A-Fa-f]{3,16}))?\[/;

/**
 * Trims what may surround one frame on the wire: NULs and white space before, the <LF>, and the <CR> and NULs
 * after (ioBroker strips trailing NULs too).
 */
export function trimFrame(text: string): string {
  return text.replace(/^[\0\s]+/, '').replace(/[\0\r\n]+$/, '');
}

function readHeader(body: string): { header: SiaHeader; rest: string } | undefined {
  const m = HEADER_RE.exec(body);
  if (!m) return undefined;
  const all = m[0];
  const token = m[2] as string;
  const sequence = m[3] as string;
  const receiver = m[4];
  const line = m[5];
  const account = m[6];
  const header: SiaHeader = { token, encrypted: m[1] === '*', sequence };
  if (receiver !== undefined) header.receiver = receiver;
  if (line !== undefined) header.line = line;
  if (account !== undefined) header.account = account;
  return { header, rest: body.slice(all.length) };
}

/** Framing, CRC, length and the clear header of one frame (with or without its <LF>/<CR>). */
export function readEnvelope(input: string | Uint8Array): EnvelopeResult {
  const text = trimFrame(
    typeof input === 'string'
      ? input
      : Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1'),
  );
  const start = START_RE.exec(text);
  if (!start)
    return { ok: false, error: 'garbage', detail: 'not a DC-09 frame (CRC, length and `"` expected)' };
  const crc = start[1] as string;
  const lengthHex = start[2] as string;
  const body = text.slice(8);
  const computed = crc16(body);
  if (computed !== Number.parseInt(crc, 16)) {
    return {
      ok: false,
      error: 'bad-crc',
      detail: `CRC ${crc.toUpperCase()} sent, ${hex4(computed)} computed`,
    };
  }
  const read = readHeader(body);
  const length = Number.parseInt(lengthHex, 16);
  if (length !== body.length) {
    return {
      ok: false,
      error: 'bad-length',
      detail: `length ${lengthHex} (${length}) sent, the body has ${body.length} (${hex4(body.length)})`,
      ...(read && { header: read.header }),
    };
  }
  if (!read)
    return { ok: false, error: 'malformed', detail: 'the header ("id" sequence R L # [) cannot be read' };
  // Written out: an object spread plus properties costs ~10 µs a frame on Node 20 (measured), the rest ~3 µs.
  const h = read.header;
  const envelope: SiaEnvelope = {
    token: h.token,
    encrypted: h.encrypted,
    sequence: h.sequence,
    receiver: h.receiver,
    line: h.line,
    account: h.account,
    crc,
    length,
    body,
    rest: read.rest,
  };
  return { ok: true, envelope };
}

type Tail = { extended: SiaExtended[]; timestamp?: Date };
type TailResult =
  | { ok: true; tail: Tail }
  | { ok: false; error: 'malformed' | 'bad-timestamp'; detail: string };

/** `][ext]…_timestamp` after the data block. */
function readTail(text: string): TailResult {
  const extended: SiaExtended[] = [];
  let rest = text;
  while (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    if (end < 2) return { ok: false, error: 'malformed', detail: 'an extended data block is not closed' };
    extended.push({ id: rest[1] as string, value: rest.slice(2, end) });
    rest = rest.slice(end + 1);
  }
  if (rest === '') return { ok: true, tail: { extended } };
  if (!rest.startsWith('_'))
    return { ok: false, error: 'malformed', detail: `unexpected "${rest.slice(0, 20)}"` };
  const timestamp = parseTimestamp(rest);
  if (!timestamp)
    return { ok: false, error: 'bad-timestamp', detail: `"${rest.slice(0, 24)}" is no timestamp` };
  return { ok: true, tail: { extended, timestamp } };
}

const DATA_ACCOUNT_RE = /^#?([0-9A-Fa-f]{3,16})?$/;

/**
 * Decrypts (when encrypted) and reads the data block, extended data and timestamp. `keys`: the AES keys to try
 * (keyCandidates of the account's key); needed only for an encrypted frame.
 */
export function openEnvelope(envelope: SiaEnvelope, keys: Buffer[] = []): OpenResult {
  let inner: string;
  let usedKey: Buffer | undefined;
  let dataAccount: string | undefined;
  if (envelope.encrypted) {
    if (keys.length === 0)
      return { ok: false, error: 'no-key', detail: 'encrypted frame, no key for the account' };
    if (!/^[0-9A-Fa-f]+$/.test(envelope.rest) || envelope.rest.length % 32 !== 0) {
      return { ok: false, error: 'malformed', detail: 'the ciphertext is not whole AES blocks of hex' };
    }
    let plain: string | undefined;
    for (const key of keys) {
      const candidate = decryptBlock(envelope.rest, key);
      if (candidate !== undefined && PRINTABLE_RE.test(candidate) && candidate.includes(']')) {
        plain = candidate;
        usedKey = key;
        break;
      }
    }
    if (plain === undefined)
      return { ok: false, error: 'decrypt-failed', detail: 'wrong key or damaged ciphertext' };
    const bar = plain.indexOf('|');
    const close = plain.indexOf(']');
    inner = bar >= 0 && bar < close ? plain.slice(bar + 1) : plain.slice(close);
  } else {
    inner = envelope.rest;
  }
  const close = inner.indexOf(']');
  if (close < 0) return { ok: false, error: 'malformed', detail: 'the data block is not closed' };
  let data = inner.slice(0, close);
  if (!envelope.encrypted) {
    const bar = data.indexOf('|');
    if (bar >= 0) {
      const before = DATA_ACCOUNT_RE.exec(data.slice(0, bar));
      if (!before)
        return { ok: false, error: 'malformed', detail: 'the account inside the data block is not hex' };
      dataAccount = before[1];
      data = data.slice(bar + 1);
    }
  }
  const tail = readTail(inner.slice(close + 1));
  if (!tail.ok) return tail;
  const account = envelope.account ?? dataAccount;
  const frame: SiaFrame = {
    token: envelope.token,
    encrypted: envelope.encrypted,
    sequence: envelope.sequence,
    receiver: envelope.receiver,
    line: envelope.line,
    account,
    crc: envelope.crc,
    length: envelope.length,
    body: envelope.body,
    rest: envelope.rest,
    data,
    extended: tail.tail.extended,
    timestamp: tail.tail.timestamp,
  };
  return usedKey ? { ok: true, frame, key: usedKey } : { ok: true, frame };
}

/** readEnvelope then openEnvelope with the given key (a key string, in either encoding, or AES key bytes). */
export function parseFrame(
  input: string | Uint8Array,
  key?: string | Buffer,
  keyEncoding?: KeyEncoding,
): FrameResult {
  const read = readEnvelope(input);
  if (!read.ok) return read;
  const keys = key === undefined ? [] : typeof key === 'string' ? keyCandidates(key, keyEncoding) : [key];
  const opened = openEnvelope(read.envelope, keys);
  if (!opened.ok) return { ...opened, header: headerOf(read.envelope) };
  return opened;
}

export function headerOf(h: SiaHeader): SiaHeader {
  const header: SiaHeader = { token: h.token, encrypted: h.encrypted, sequence: h.sequence };
  if (h.receiver !== undefined) header.receiver = h.receiver;
  if (h.line !== undefined) header.line = h.line;
  if (h.account !== undefined) header.account = h.account;
  return header;
}

// ---------------------------------------------------------------------------------------------------------------
// Building

/** `<LF>` CRC length body `<CR>`. */
export function wrapBody(body: string): string {
  return `\n${hex4(crc16(body))}${hex4(body.length)}${body}\r`;
}

export interface BuildFrameOptions {
  /** `SIA-DCS`, `ADM-CID`, `NULL` (or a reply token). */
  token: string;
  /** 0-9999 or four digits. */
  sequence: number | string;
  receiver?: string;
  /** Account prefix; default `0` (`L0`). Null: no `L` part. */
  line?: string | null;
  account?: string;
  /** Event data after the `|`: `Nri1/BA012`, `1130 01 012`; '' (default) for NULL and replies. */
  data?: string;
  /** Repeat `#account` inside a clear data block (`[#1234|Nri1/BA012]`); default true. */
  accountInData?: boolean;
  extended?: SiaExtended[];
  /** The frame's time (UTC); default now; null: no timestamp (not allowed encrypted). */
  timestamp?: Date | null;
  /** Encrypts the frame (`*` token): a key string (see keyCandidates; the first reading is used) or AES key bytes. */
  key?: string | Buffer;
  keyEncoding?: KeyEncoding;
  /** Encryption padding to use instead of random characters (tests: pysiaalarm pads with `0`). */
  pad?: string;
}

/** Builds one complete frame, `<LF>` to `<CR>`. Throws only on a programming error (an unusable key). */
export function buildFrame(options: BuildFrameOptions): string {
  const sequence =
    typeof options.sequence === 'number' ? String(options.sequence).padStart(4, '0') : options.sequence;
  const data = options.data ?? '';
  const ext = (options.extended ?? []).map((x) => `[${x.id}${x.value}]`).join('');
  const timestamp = options.timestamp === null ? '' : formatTimestamp(options.timestamp ?? new Date());
  const key =
    options.key === undefined
      ? undefined
      : typeof options.key === 'string'
        ? keyCandidates(options.key, options.keyEncoding)[0]
        : options.key;
  if (options.key !== undefined && !key)
    throw new Error('buildFrame: the key is not 16/24/32 characters or hex');
  const line = options.line === null ? '' : `L${options.line ?? '0'}`;
  const head = `"${key ? '*' : ''}${options.token}"${sequence}${options.receiver !== undefined ? `R${options.receiver}` : ''}${line}${options.account !== undefined ? `#${options.account}` : ''}[`;
  let rest: string;
  if (key) {
    if (!timestamp) throw new Error('buildFrame: an encrypted frame needs its timestamp');
    const inner = `${data === '' ? '' : `|${data}`}]${ext}${timestamp}`;
    rest = encryptBlock(padFor(inner.length, options.pad) + inner, key);
  } else {
    const inData =
      options.accountInData !== false && options.account !== undefined ? `#${options.account}` : '';
    rest = `${data === '' ? '' : `${inData}|${data}`}]${ext}${timestamp}`;
  }
  return wrapBody(head + rest);
}

export interface ReplyOptions {
  /** The reply's time; default now. Null: none (ACK and DUH only; NAK always carries one). */
  timestamp?: Date | null;
  /** ACK: encrypt as `*ACK` with this AES key (the one that opened the frame). */
  key?: Buffer;
  /** Padding instead of random characters (tests). */
  pad?: string;
}

/**
 * The receiver's answer to a frame (protocols.md §1.4):
 * - `ACK`: echoes sequence, `R`, `L` (L0 when absent) and `#account`; `[]` then the timestamp. With a key it is
 *   `*ACK`, its `[` followed by the hex of AES(pad + `]` + timestamp), as pysiaalarm builds it.
 * - `DUH`: like the clear ACK (never encrypted).
 * - `NAK`: always `"NAK"0000R0L0A0[]_timestamp`, never encrypted, whatever it answers.
 */
export function buildReply(
  type: 'ACK' | 'DUH' | 'NAK',
  to: Partial<SiaHeader>,
  options: ReplyOptions = {},
): string {
  const when = options.timestamp === null ? undefined : (options.timestamp ?? new Date());
  if (type === 'NAK') return wrapBody(`"NAK"0000R0L0A0[]${formatTimestamp(when ?? new Date())}`);
  const echo = `${to.sequence ?? '0000'}${to.receiver !== undefined ? `R${to.receiver}` : ''}L${to.line ?? '0'}${to.account !== undefined ? `#${to.account}` : ''}[`;
  const timestamp = when ? formatTimestamp(when) : '';
  if (type === 'ACK' && options.key) {
    const inner = `]${timestamp || formatTimestamp(new Date())}`;
    return wrapBody(`"*ACK"${echo}${encryptBlock(padFor(inner.length, options.pad) + inner, options.key)}`);
  }
  return wrapBody(`"${type}"${echo}]${timestamp}`);
}
