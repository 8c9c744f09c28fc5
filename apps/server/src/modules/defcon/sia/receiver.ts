/**
 * The SIA DC-09 receiver: a TCP and a UDP server answering panels as protocols.md §1.4 says.
 *
 * | what came                                           | answer                      | onRejected reason        |
 * |-----------------------------------------------------|-----------------------------|--------------------------|
 * | accepted frame (SIA-DCS, ADM-CID, NULL)             | ACK (`*ACK` if encrypted)   | —                        |
 * | the same account + sequence + data again (window)   | ACK, onEvent not called     | duplicate                |
 * | bad CRC                                             | nothing                     | bad-crc                  |
 * | not a frame at all / longer than maxFrameBytes      | nothing; TCP: reset         | garbage / oversized      |
 * | more than maxFramesPerSecond from one address       | nothing (dropped)           | flood                    |
 * | unknown account                                     | NAK                         | unknown-account          |
 * | timestamp outside the window, or missing (encrypted)| NAK                         | timestamp-window / bad-timestamp |
 * | encrypted, account has no key / wrong key           | NAK                         | no-key / decrypt-failed  |
 * | clear frame for an account with a key               | NAK                         | encryption-required      |
 * | header unreadable, no account anywhere              | NAK                         | malformed                |
 * | wrong length, unknown token, unknown code, bad data | DUH                         | bad-length, unknown-token, unknown-code, malformed-data, malformed |
 * | lookupAccount threw                                 | nothing (the panel retries) | lookup-failed            |
 * | onEvent threw                                       | NAK (the panel retries)     | handler-failed           |
 *
 * Frames of one TCP connection are handled one after the other (a panel's BA then BR arrive in order); the ACK
 * goes out once onEvent has resolved (the event is stored before the panel forgets it).
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { type DecodeResult, decodeFrame, type SiaEvent } from './events.ts';
import {
  buildReply,
  isSiaToken,
  type KeyEncoding,
  keyCandidates,
  openEnvelope,
  readEnvelope,
  type SiaFrame,
  type SiaHeader,
} from './frame.ts';

export interface SiaRemote {
  transport: 'tcp' | 'udp';
  address: string;
  port: number;
}

export interface SiaTimeWindow {
  /** How far the frame's timestamp may lie behind the receiver's clock. */
  pastSeconds: number;
  /** How far ahead. */
  futureSeconds: number;
}

/** What lookupAccount returns for a known account. */
export interface SiaAccountSettings {
  /** AES key: 16/24/32 characters or 32/48/64 hex digits. With a key, clear frames are refused (NAK). */
  key?: string | null;
  /** How to read the key; unset: 16/24 → characters, 48/64 → hex, 32 → whichever decrypts. */
  keyEncoding?: KeyEncoding | null;
  /** This account's window (null: no check); unset: the receiver's. */
  timeWindow?: SiaTimeWindow | null;
}

export type SiaRejectReason =
  | 'garbage'
  | 'oversized'
  | 'flood'
  | 'bad-crc'
  | 'bad-length'
  | 'malformed'
  | 'unknown-token'
  | 'unknown-account'
  | 'lookup-failed'
  | 'no-key'
  | 'encryption-required'
  | 'decrypt-failed'
  | 'bad-timestamp'
  | 'timestamp-window'
  | 'unknown-code'
  | 'malformed-data'
  | 'duplicate'
  | 'handler-failed';

export interface SiaRejection {
  reason: SiaRejectReason;
  remote: SiaRemote;
  /** The account named by the frame (upper case), when it could be read: count it in that panel's log. */
  account?: string;
  sequence?: string;
  detail: string;
  /** What was answered (null: nothing). */
  reply: 'ACK' | 'NAK' | 'DUH' | null;
}

export interface SiaDecoded {
  /** The account, upper case (as passed to lookupAccount). */
  account: string;
  /** Usually one; several when a SIA block lists several codes; NULL gives one `test` event (code `NULL`). */
  events: SiaEvent[];
  remote: SiaRemote;
  receivedAt: Date;
}

export interface SiaReceiverOptions {
  /** 0: a free port (TCP first; UDP on the same number when free, else its own). */
  port: number;
  host?: string;
  /** Listen on TCP (default true) / UDP (default true). */
  tcp?: boolean;
  udp?: boolean;
  /** `account` upper case. Null: unknown (NAK). */
  lookupAccount(account: string): Promise<SiaAccountSettings | null>;
  /** Once per accepted frame; the ACK waits for it. A rejection makes the answer NAK (the panel sends again). */
  onEvent(frame: SiaFrame, decoded: SiaDecoded): Promise<void>;
  /** Every frame not passed to onEvent (for counting; must not throw). */
  onRejected?(reason: SiaRejectReason, remote: SiaRemote, rejection: SiaRejection): void;
  /** Default 40 s past, 20 s future (pysiaalarm's); null: no check. */
  timeWindow?: SiaTimeWindow | null;
  /** Longest frame accepted, bytes (default 2048). */
  maxFrameBytes?: number;
  /** Frames per second one address may send (default 50; 0: no limit), with bursts up to floodBurst (2×). */
  maxFramesPerSecond?: number;
  floodBurst?: number;
  /** How long a (account, sequence, data) is remembered as delivered (default 10 min). */
  duplicateWindowMs?: number;
  /** A TCP connection silent this long is closed (default 10 min). */
  idleTimeoutMs?: number;
  /** ACK and DUH carry the receiver's timestamp (default true; NAK and *ACK always do). */
  replyTimestamp?: boolean;
  maxConnections?: number;
  /** The receiver's clock (tests). */
  now?: () => number;
}

export interface SiaReceiverStats {
  frames: number;
  accepted: number;
  acks: number;
  naks: number;
  duhs: number;
  rejected: Partial<Record<SiaRejectReason, number>>;
  connections: number;
}

export interface SiaReceiver {
  /** The bound ports (undefined when that transport is off). */
  tcpPort?: number;
  udpPort?: number;
  stats(): SiaReceiverStats;
  /** Stops listening, closes connections, waits (up to 5 s) for frames being handled. */
  close(): Promise<void>;
}

type Outcome = { reply: string | null; reset?: boolean };

export const DEFAULT_TIME_WINDOW: SiaTimeWindow = { pastSeconds: 40, futureSeconds: 20 };

export async function startSiaReceiver(options: SiaReceiverOptions): Promise<SiaReceiver> {
  const now = options.now ?? Date.now;
  const maxFrameBytes = options.maxFrameBytes ?? 2048;
  const rate = options.maxFramesPerSecond ?? 50;
  const burst = options.floodBurst ?? Math.max(1, rate * 2);
  const duplicateWindowMs = options.duplicateWindowMs ?? 600_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 600_000;
  const replyTimestamp = options.replyTimestamp !== false;
  const receiverWindow = options.timeWindow === undefined ? DEFAULT_TIME_WINDOW : options.timeWindow;

  const stats: SiaReceiverStats = {
    frames: 0,
    accepted: 0,
    acks: 0,
    naks: 0,
    duhs: 0,
    rejected: {},
    connections: 0,
  };
  const pending = new Set<Promise<unknown>>();
  const sockets = new Set<net.Socket>();
  /** Delivered frames: key → when; insertion order is time order. */
  const seen = new Map<string, number>();
  const inFlight = new Map<string, Promise<boolean>>();
  const buckets = new Map<string, { tokens: number; at: number }>();

  function reject(
    reason: SiaRejectReason,
    remote: SiaRemote,
    detail: string,
    reply: SiaRejection['reply'],
    header?: Partial<SiaHeader>,
  ): void {
    stats.rejected[reason] = (stats.rejected[reason] ?? 0) + 1;
    if (!options.onRejected) return;
    const rejection: SiaRejection = { reason, remote, detail, reply };
    if (header?.account) rejection.account = header.account.toUpperCase();
    if (header?.sequence) rejection.sequence = header.sequence;
    try {
      options.onRejected(reason, remote, rejection);
    } catch {
      // counting must not break the receiver
    }
  }

  const stamp = () => (replyTimestamp ? new Date(now()) : null);
  const nak = (): Outcome => ({ reply: buildReply('NAK', {}, { timestamp: new Date(now()) }) });
  const duh = (header: Partial<SiaHeader>): Outcome => ({
    reply: buildReply('DUH', header, { timestamp: stamp() }),
  });

  /** Token bucket per address; false: drop. */
  function allow(address: string): boolean {
    if (rate <= 0) return true;
    const t = now();
    let bucket = buckets.get(address);
    if (!bucket) {
      if (buckets.size > 50_000) {
        for (const [k, b] of buckets) if (t - b.at > 10_000) buckets.delete(k);
      }
      bucket = { tokens: burst, at: t };
      buckets.set(address, bucket);
    }
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * rate);
    bucket.at = t;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  function remember(key: string) {
    const t = now();
    seen.delete(key);
    seen.set(key, t);
    for (const [k, at] of seen) {
      if (t - at <= duplicateWindowMs && seen.size <= 200_000) break;
      seen.delete(k);
    }
  }
  const isSeen = (key: string) => {
    const at = seen.get(key);
    return at !== undefined && now() - at <= duplicateWindowMs;
  };

  async function handle(raw: Buffer, remote: SiaRemote): Promise<Outcome> {
    stats.frames++;
    const read = readEnvelope(raw);
    if (!read.ok) {
      const { error, detail, header } = read;
      if (error === 'garbage') {
        reject('garbage', remote, detail, null);
        return { reply: null, reset: true };
      }
      if (error === 'bad-crc') {
        reject('bad-crc', remote, detail, null);
        return { reply: null };
      }
      if (error === 'bad-length' && header) {
        reject('bad-length', remote, detail, 'DUH', header);
        return duh(header);
      }
      reject(error, remote, detail, 'NAK', header);
      return nak();
    }
    const envelope = read.envelope;
    if (!isSiaToken(envelope.token)) {
      reject('unknown-token', remote, `"${envelope.token}" is not SIA-DCS, ADM-CID or NULL`, 'DUH', envelope);
      return duh(envelope);
    }
    let frame: SiaFrame | undefined;
    if (!envelope.encrypted) {
      const opened = openEnvelope(envelope);
      if (!opened.ok) {
        const reply = opened.error === 'bad-timestamp' ? 'NAK' : 'DUH';
        reject(
          opened.error === 'bad-timestamp' ? 'bad-timestamp' : 'malformed',
          remote,
          opened.detail,
          reply,
          envelope,
        );
        return reply === 'NAK' ? nak() : duh(envelope);
      }
      frame = opened.frame;
    }
    const named = envelope.account ?? frame?.account;
    if (!named) {
      reject('malformed', remote, 'the frame names no account', 'NAK', envelope);
      return nak();
    }
    const account = named.toUpperCase();
    const echo: Partial<SiaHeader> = {
      sequence: envelope.sequence,
      receiver: envelope.receiver,
      line: envelope.line,
      account: named,
    };
    let settings: SiaAccountSettings | null;
    try {
      settings = await options.lookupAccount(account);
    } catch (error) {
      reject('lookup-failed', remote, String(error), null, echo);
      return { reply: null };
    }
    if (!settings) {
      reject('unknown-account', remote, `account ${account} is not registered`, 'NAK', echo);
      return nak();
    }
    const keys = settings.key ? keyCandidates(settings.key, settings.keyEncoding ?? undefined) : [];
    let key: Buffer | undefined;
    if (envelope.encrypted) {
      const opened = openEnvelope(envelope, keys);
      if (!opened.ok) {
        const reason = opened.error === 'malformed' ? 'malformed' : opened.error;
        reject(reason, remote, opened.detail, 'NAK', echo);
        return nak();
      }
      frame = opened.frame;
      key = opened.key;
      if (!frame.timestamp) {
        reject('bad-timestamp', remote, 'an encrypted frame must carry its timestamp', 'NAK', echo);
        return nak();
      }
    } else if (keys.length > 0) {
      reject(
        'encryption-required',
        remote,
        `account ${account} has a key: clear frames are refused`,
        'NAK',
        echo,
      );
      return nak();
    }
    if (!frame) return nak(); // unreachable: opened above
    const accepted: SiaFrame = frame;
    const window = settings.timeWindow === undefined ? receiverWindow : settings.timeWindow;
    if (window && accepted.timestamp) {
      const offset = (accepted.timestamp.getTime() - now()) / 1000;
      if (offset < -window.pastSeconds || offset > window.futureSeconds) {
        reject(
          'timestamp-window',
          remote,
          `timestamp ${accepted.timestamp.toISOString()} is ${offset.toFixed(0)} s from the receiver's clock`,
          'NAK',
          echo,
        );
        return nak();
      }
    }
    const decoded: DecodeResult = decodeFrame(accepted);
    if (!decoded.ok) {
      reject(decoded.error, remote, decoded.detail, 'DUH', echo);
      return duh(echo);
    }
    const ack = (): Outcome => ({
      reply: buildReply('ACK', echo, key ? { key, timestamp: new Date(now()) } : { timestamp: stamp() }),
    });
    const deliver = () =>
      options
        .onEvent(accepted, { account, events: decoded.events, remote, receivedAt: new Date(now()) })
        .then(
          () => true,
          (error: unknown) => {
            reject('handler-failed', remote, String(error), 'NAK', echo);
            return false;
          },
        );
    // Link tests are idempotent and some panels send them all with one sequence: never de-duplicated.
    if (frame.token === 'NULL') {
      if (!(await deliver())) return nak();
      stats.accepted++;
      return ack();
    }
    const dedupe = `${account}|${frame.token}|${frame.sequence}|${frame.data}|${frame.extended.map((x) => x.id + x.value).join('|')}`;
    if (isSeen(dedupe)) {
      reject('duplicate', remote, `sequence ${frame.sequence} was delivered already`, 'ACK', echo);
      return ack();
    }
    const running = inFlight.get(dedupe);
    if (running) {
      const delivered = await running;
      reject(
        'duplicate',
        remote,
        `sequence ${frame.sequence} was being delivered`,
        delivered ? 'ACK' : 'NAK',
        echo,
      );
      return delivered ? ack() : nak();
    }
    const delivery = deliver();
    inFlight.set(dedupe, delivery);
    const delivered = await delivery;
    inFlight.delete(dedupe);
    if (!delivered) return nak();
    remember(dedupe);
    stats.accepted++;
    return ack();
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  }

  function countReply(reply: string) {
    if (reply.includes('"ACK"') || reply.includes('"*ACK"')) stats.acks++;
    else if (reply.includes('"NAK"')) stats.naks++;
    else if (reply.includes('"DUH"')) stats.duhs++;
  }

  const isBlank = (raw: Buffer) => raw.every((b) => b === 0 || b === 10 || b === 13 || b === 32 || b === 9);

  // --- TCP
  let tcpServer: net.Server | undefined;
  if (options.tcp !== false) {
    tcpServer = net.createServer((socket) => {
      sockets.add(socket);
      stats.connections++;
      socket.setNoDelay(true);
      socket.setTimeout(idleTimeoutMs, () => socket.destroy());
      const remote: SiaRemote = {
        transport: 'tcp',
        address: socket.remoteAddress ?? '',
        port: socket.remotePort ?? 0,
      };
      let buffer: Buffer = Buffer.alloc(0);
      let chain: Promise<void> = Promise.resolve();
      let dead = false;
      const kill = () => {
        if (dead) return;
        dead = true;
        buffer = Buffer.alloc(0);
        socket.resetAndDestroy();
      };
      socket.on('data', (chunk: Buffer) => {
        if (dead) return;
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        let cr = buffer.indexOf(13);
        while (cr >= 0) {
          const raw = buffer.subarray(0, cr);
          buffer = buffer.subarray(cr + 1);
          cr = buffer.indexOf(13);
          if (isBlank(raw)) continue;
          if (raw.length > maxFrameBytes) {
            reject('oversized', remote, `a frame of ${raw.length} bytes (at most ${maxFrameBytes})`, null);
            kill();
            return;
          }
          if (!allow(remote.address)) {
            reject('flood', remote, `more than ${rate} frames/s from ${remote.address}`, null);
            continue;
          }
          chain = chain.then(() =>
            track(handle(Buffer.from(raw), remote)).then(
              (outcome) => {
                if (dead || socket.destroyed) return;
                if (outcome.reset) return kill();
                if (outcome.reply) {
                  countReply(outcome.reply);
                  socket.write(outcome.reply, 'latin1');
                }
              },
              () => {},
            ),
          );
        }
        if (buffer.length > maxFrameBytes) {
          reject('oversized', remote, `no <CR> within ${maxFrameBytes} bytes`, null);
          kill();
        }
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        dead = true;
        sockets.delete(socket);
        stats.connections--;
      });
    });
    tcpServer.maxConnections = options.maxConnections ?? 20_000;
    const server = tcpServer;
    await new Promise<void>((resolve, reject_) => {
      server.once('error', reject_);
      server.listen({ port: options.port, host: options.host }, () => {
        server.off('error', reject_);
        resolve();
      });
    });
  }
  const tcpPort = tcpServer ? (tcpServer.address() as net.AddressInfo).port : undefined;

  // --- UDP
  let udpSocket: dgram.Socket | undefined;
  if (options.udp !== false) {
    const bind = (port: number) =>
      new Promise<dgram.Socket>((resolve, reject_) => {
        const ipv6 = options.host?.includes(':') ?? false;
        const socket = dgram.createSocket({ type: ipv6 ? 'udp6' : 'udp4' });
        socket.once('error', (error) => {
          socket.close();
          reject_(error);
        });
        socket.bind({ port, address: options.host }, () => {
          socket.removeAllListeners('error');
          resolve(socket);
        });
      });
    try {
      udpSocket = await bind(options.port === 0 && tcpPort !== undefined ? tcpPort : options.port).catch(
        (error) => {
          if (options.port === 0) return bind(0);
          throw error;
        },
      );
    } catch (error) {
      tcpServer?.close();
      throw error;
    }
    const socket = udpSocket;
    socket.on('error', () => {});
    socket.on('message', (message, rinfo) => {
      const remote: SiaRemote = { transport: 'udp', address: rinfo.address, port: rinfo.port };
      if (message.length > maxFrameBytes + 2) {
        reject('oversized', remote, `a datagram of ${message.length} bytes (at most ${maxFrameBytes})`, null);
        return;
      }
      for (const raw of splitFrames(message)) {
        if (!allow(remote.address)) {
          reject('flood', remote, `more than ${rate} frames/s from ${remote.address}`, null);
          continue;
        }
        void track(handle(raw, remote)).then(
          (outcome) => {
            if (!outcome.reply) return;
            countReply(outcome.reply);
            socket.send(Buffer.from(outcome.reply, 'latin1'), rinfo.port, rinfo.address);
          },
          () => {},
        );
      }
    });
  }
  const udpPort = udpSocket ? udpSocket.address().port : undefined;

  function splitFrames(message: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let start = 0;
    for (let i = 0; i <= message.length; i++) {
      if (i === message.length || message[i] === 13) {
        const raw = message.subarray(start, i);
        if (!isBlank(raw)) out.push(raw);
        start = i + 1;
      }
    }
    return out;
  }

  let closed: Promise<void> | undefined;
  return {
    ...(tcpPort !== undefined && { tcpPort }),
    ...(udpPort !== undefined && { udpPort }),
    stats: () => ({ ...stats, rejected: { ...stats.rejected } }),
    close() {
      closed ??= (async () => {
        const tcpClosed = tcpServer
          ? new Promise<void>((resolve) => tcpServer.close(() => resolve()))
          : Promise.resolve();
        for (const socket of sockets) socket.destroy();
        if (udpSocket) await new Promise<void>((resolve) => udpSocket.close(() => resolve()));
        await tcpClosed;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...pending]),
          new Promise((resolve) => {
            timer = setTimeout(resolve, 5000);
          }),
        ]);
        clearTimeout(timer);
      })();
      return closed;
    },
  };
}
