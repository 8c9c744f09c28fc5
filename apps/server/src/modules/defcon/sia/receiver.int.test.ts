import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { cidData, siaData } from './events.ts';
import { buildFrame, crc16, parseFrame } from './frame.ts';
import {
  type SiaAccountSettings,
  type SiaDecoded,
  type SiaReceiver,
  type SiaRejection,
  startSiaReceiver,
} from './receiver.ts';
import { SiaTcpClient, sendSiaFrame } from './sender.ts';

const ACCOUNTS: Record<string, SiaAccountSettings> = {
  '1234': {},
  AAAB: { key: '0123456789ABCDEF' },
  AAAC: { key: '3A1F6B8C9D4E7F20123456789ABCDEF0', keyEncoding: 'hex' },
  '5555': {},
};

let receiver: SiaReceiver;
const delivered: { frame: { sequence: string; token: string; data: string }; decoded: SiaDecoded }[] = [];
const rejected: SiaRejection[] = [];
let failNext = 0;
let seq = 100;
const nextSeq = () => ++seq;

beforeAll(async () => {
  receiver = await startSiaReceiver({
    port: 0,
    host: '127.0.0.1',
    maxFramesPerSecond: 0,
    lookupAccount: async (account) => ACCOUNTS[account] ?? null,
    onEvent: async (frame, decoded) => {
      if (failNext > 0) {
        failNext--;
        throw new Error('database down');
      }
      delivered.push({ frame, decoded });
    },
    onRejected: (_reason, _remote, rejection) => {
      rejected.push(rejection);
    },
  });
});
afterAll(() => receiver.close());
beforeEach(() => {
  delivered.length = 0;
  rejected.length = 0;
});

const tcp = (frame: string, key?: string, timeoutMs?: number) =>
  sendSiaFrame({
    port: receiver.tcpPort as number,
    transport: 'tcp',
    frame,
    ...(key && { key }),
    ...(timeoutMs && { timeoutMs }),
  });
const udp = (frame: string, key?: string, timeoutMs?: number) =>
  sendSiaFrame({
    port: receiver.udpPort as number,
    transport: 'udp',
    frame,
    ...(key && { key }),
    ...(timeoutMs && { timeoutMs }),
  });
const burglary = (sequence = nextSeq(), extra: Partial<Parameters<typeof buildFrame>[0]> = {}) =>
  buildFrame({ token: 'SIA-DCS', sequence, account: '1234', data: siaData('BA', 12, 1), ...extra });

/** Writes the chunks (waiting `gapMs` between them) and collects `count` answers or stops at the timeout. */
function exchange(chunks: (string | Buffer)[], count: number, { gapMs = 0, timeoutMs = 1500 } = {}) {
  return new Promise<{ answers: string[]; reset: boolean }>((resolve) => {
    const socket = net.connect({ port: receiver.tcpPort as number, host: '127.0.0.1' });
    let text = '';
    let reset = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({
        answers: text
          .split('\r')
          .filter(Boolean)
          .map((a) => `${a}\r`),
        reset,
      });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.split('\r').length - 1 >= count) done();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reset = error.code === 'ECONNRESET';
    });
    socket.on('close', done);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

describe('[DEFCON][SIA] receiver answers (protocols.md §1.4)', () => {
  test('binds TCP and UDP on a free port', () => {
    expect(receiver.tcpPort).toBeGreaterThan(0);
    expect(receiver.udpPort).toBeGreaterThan(0);
  });

  test('TCP: a burglary is ACKed echoing sequence, L, account, with the receiver timestamp; onEvent gets it once', async () => {
    const sequence = nextSeq();
    const answer = await tcp(burglary(sequence));
    expect(answer?.token).toBe('ACK');
    expect(answer?.raw).toMatch(
      new RegExp(
        `^\\n[0-9A-F]{8}"ACK"0${sequence}L0#1234\\[\\]_\\d\\d:\\d\\d:\\d\\d,\\d\\d-\\d\\d-\\d{4}\\r$`,
      ),
    );
    expect(answer?.parsed.ok).toBe(true);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.decoded).toMatchObject({
      account: '1234',
      events: [{ kind: 'burglary', restore: false, eventClass: 'intrusion', zone: 12, partition: 1 }],
      remote: { transport: 'tcp', address: '127.0.0.1' },
    });
  });

  test('UDP: Contact ID and NULL frames are ACKed to the sender address; R and L are echoed', async () => {
    const cid = buildFrame({
      token: 'ADM-CID',
      sequence: nextSeq(),
      receiver: '1',
      line: '2',
      account: '1234',
      data: cidData(3, 401, 1, 3),
    });
    const answer = await udp(cid);
    expect(answer?.token).toBe('ACK');
    expect(answer?.raw).toContain('R1L2#1234[]');
    const nul = await udp(buildFrame({ token: 'NULL', sequence: nextSeq(), account: '1234' }));
    expect(nul?.token).toBe('ACK');
    expect(delivered.map((d) => d.decoded.events[0]?.kind)).toEqual(['arm', 'test']);
    expect(delivered[0]?.decoded.remote.transport).toBe('udp');
  });

  test('encrypted frames, ASCII and hex keys: *ACK encrypted with the account key, carrying the timestamp', async () => {
    for (const [account, key] of [
      ['AAAB', '0123456789ABCDEF'],
      ['AAAC', '3A1F6B8C9D4E7F20123456789ABCDEF0'],
    ] as const) {
      const sequence = nextSeq();
      const frame = buildFrame({
        token: 'SIA-DCS',
        sequence,
        account,
        data: siaData('PA', 3, 1),
        key,
        ...(account === 'AAAC' && { keyEncoding: 'hex' as const }),
      });
      for (const send of [tcp, udp]) {
        const answer = await send(frame, account === 'AAAB' ? key : undefined);
        expect(answer?.raw, account).toMatch(
          new RegExp(`"\\*ACK"0${sequence}L0#${account}\\[[0-9A-F]{64}\\r$`),
        );
        if (account === 'AAAB') {
          expect(answer?.parsed.ok && answer.parsed.frame.timestamp).toBeInstanceOf(Date);
        } else {
          const read = parseFrame(answer?.raw ?? '', key, 'hex');
          expect(read.ok && read.frame.token).toBe('ACK');
        }
      }
    }
    // The second send of each frame is a retransmission: ACKed, delivered once.
    expect(delivered.map((d) => d.decoded.account)).toEqual(['AAAB', 'AAAC']);
    expect(delivered[0]?.decoded.events[0]).toMatchObject({ kind: 'panic', zone: 3 });
  });

  test('unknown account: NAK "0000R0L0A0[]" with timestamp, never encrypted', async () => {
    const answer = await tcp(
      buildFrame({ token: 'SIA-DCS', sequence: nextSeq(), account: '9999', data: 'Nri1/BA001' }),
    );
    expect(answer?.raw).toMatch(/^\n[0-9A-F]{8}"NAK"0000R0L0A0\[\]_\d\d:\d\d:\d\d,\d\d-\d\d-\d{4}\r$/);
    const encrypted = await udp(
      buildFrame({
        token: 'SIA-DCS',
        sequence: nextSeq(),
        account: '9998',
        data: 'Nri1/BA001',
        key: 'k'.repeat(16),
      }),
    );
    expect(encrypted?.token).toBe('NAK');
    expect(encrypted?.encrypted).toBe(false);
    expect(rejected.map((r) => [r.reason, r.account, r.reply])).toEqual([
      ['unknown-account', '9999', 'NAK'],
      ['unknown-account', '9998', 'NAK'],
    ]);
    expect(delivered).toHaveLength(0);
  });

  test('timestamp window (default 40 s past, 20 s future): outside is NAK, inside ACK, missing when encrypted NAK', async () => {
    const at = (offsetS: number) => new Date(Date.now() + offsetS * 1000);
    expect((await tcp(burglary(nextSeq(), { timestamp: at(-60) })))?.token).toBe('NAK');
    expect((await tcp(burglary(nextSeq(), { timestamp: at(30) })))?.token).toBe('NAK');
    expect((await tcp(burglary(nextSeq(), { timestamp: at(-30) })))?.token).toBe('ACK');
    expect((await tcp(burglary(nextSeq(), { timestamp: at(10) })))?.token).toBe('ACK');
    // A clear frame may leave its timestamp out.
    expect((await tcp(burglary(nextSeq(), { timestamp: null })))?.token).toBe('ACK');
    expect(rejected.map((r) => r.reason)).toEqual(['timestamp-window', 'timestamp-window']);
    expect(delivered).toHaveLength(3);
  });

  test('bad CRC: no answer at all, counted', async () => {
    const frame = burglary().replace('BA012', 'BA013');
    expect(await tcp(frame, undefined, 400)).toBeNull();
    expect(await udp(frame, undefined, 400)).toBeNull();
    expect(rejected.map((r) => r.reason)).toEqual(['bad-crc', 'bad-crc']);
    expect(delivered).toHaveLength(0);
  });

  test('DUH for what cannot be processed: unknown code, bad data, wrong length, unknown token', async () => {
    const sequence = nextSeq();
    const unknown = await tcp(
      buildFrame({ token: 'SIA-DCS', sequence, account: '1234', data: 'Nri1/ZQ001' }),
    );
    expect(unknown?.raw).toMatch(new RegExp(`"DUH"0${sequence}L0#1234\\[\\]`));
    expect(
      (await udp(buildFrame({ token: 'ADM-CID', sequence: nextSeq(), account: '1234', data: '2130 01 001' })))
        ?.token,
    ).toBe('DUH');
    const body = `"SIA-DCS"0${nextSeq()}L0#1234[#1234|Nri1/BA012]`;
    const wrongLength = `\n${crc16(body).toString(16).toUpperCase().padStart(4, '0')}0099${body}\r`;
    expect((await tcp(wrongLength))?.token).toBe('DUH');
    expect((await tcp(buildFrame({ token: 'XYZ', sequence: nextSeq(), account: '1234' })))?.token).toBe(
      'DUH',
    );
    expect(rejected.map((r) => r.reason)).toEqual([
      'unknown-code',
      'malformed-data',
      'bad-length',
      'unknown-token',
    ]);
    expect(delivered).toHaveLength(0);
  });

  test('keys: a wrong key and a clear frame to a keyed account are NAK; nothing is delivered', async () => {
    const wrong = buildFrame({
      token: 'SIA-DCS',
      sequence: nextSeq(),
      account: 'AAAB',
      data: 'Nri1/BA001',
      key: 'FEDCBA9876543210',
    });
    expect((await tcp(wrong))?.token).toBe('NAK');
    const clear = buildFrame({ token: 'SIA-DCS', sequence: nextSeq(), account: 'AAAB', data: 'Nri1/BA001' });
    expect((await udp(clear))?.token).toBe('NAK');
    const noKey = buildFrame({
      token: 'SIA-DCS',
      sequence: nextSeq(),
      account: '1234',
      data: 'Nri1/BA001',
      key: 'k'.repeat(16),
    });
    expect((await tcp(noKey))?.token).toBe('NAK');
    expect(rejected.map((r) => r.reason)).toEqual(['decrypt-failed', 'encryption-required', 'no-key']);
    expect(delivered).toHaveLength(0);
  });

  test('one frame split across three TCP packets is ACKed once', async () => {
    const frame = burglary();
    const { answers } = await exchange([frame.slice(0, 7), frame.slice(7, 30), frame.slice(30)], 1, {
      gapMs: 30,
    });
    expect(answers).toHaveLength(1);
    expect(answers[0]).toContain('"ACK"');
    expect(delivered).toHaveLength(1);
  });

  test('three frames in one TCP packet get three ACKs, in order; onEvent in order', async () => {
    const seqs = [nextSeq(), nextSeq(), nextSeq()];
    const frames = [
      burglary(seqs[0]),
      buildFrame({
        token: 'SIA-DCS',
        sequence: seqs[1] as number,
        account: '1234',
        data: siaData('BR', 12, 1),
      }),
      buildFrame({ token: 'NULL', sequence: seqs[2] as number, account: '1234' }),
    ];
    const { answers } = await exchange([frames.join('')], 3);
    expect(answers.map((a) => /"ACK"(\d{4})/.exec(a)?.[1])).toEqual(seqs.map((s) => `0${s}`));
    expect(
      delivered.map((d) => `${d.decoded.events[0]?.code}${d.decoded.events[0]?.restore ? '+' : ''}`),
    ).toEqual(['BA', 'BR+', 'NULL']);
  });

  test('a replayed sequence is ACKed but delivered once; the same sequence with other data is delivered', async () => {
    const sequence = nextSeq();
    const frame = burglary(sequence);
    expect((await tcp(frame))?.token).toBe('ACK');
    expect((await udp(frame))?.token).toBe('ACK');
    const client = new SiaTcpClient(receiver.tcpPort as number);
    await client.ready;
    const [a, b] = await Promise.all([client.send(frame), client.send(frame)]);
    client.close();
    expect([a?.token, b?.token]).toEqual(['ACK', 'ACK']);
    expect(delivered).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // A panel restarted and counting from the same number again: another event, delivered.
    const restarted = buildFrame({ token: 'SIA-DCS', sequence, account: '1234', data: siaData('BA', 13, 1) });
    expect((await tcp(restarted))?.token).toBe('ACK');
    expect(delivered).toHaveLength(2);
    // Link tests are never de-duplicated (some panels send them all as 0000).
    const nul = buildFrame({ token: 'NULL', sequence: 0, account: '1234' });
    await tcp(nul);
    await tcp(nul);
    expect(delivered).toHaveLength(4);
  });

  test('onEvent failing: NAK (the panel will resend), then the resend is delivered and ACKed', async () => {
    const frame = burglary();
    failNext = 1;
    expect((await tcp(frame))?.token).toBe('NAK');
    expect(delivered).toHaveLength(0);
    expect((await tcp(frame))?.token).toBe('ACK');
    expect(delivered).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual(['handler-failed']);
  });

  test('garbage and oversized input: no answer, the TCP connection is reset, the receiver carries on', async () => {
    const garbage = await exchange(['GET / HTTP/1.1\r\n\r\n'], 1);
    expect(garbage).toEqual({ answers: [], reset: true });
    const oversized = await exchange([`\n${'A'.repeat(5000)}`], 1);
    expect(oversized).toEqual({ answers: [], reset: true });
    expect(await udp('x'.repeat(4000), undefined, 300)).toBeNull();
    expect(rejected.map((r) => r.reason)).toEqual(['garbage', 'oversized', 'oversized']);
    expect((await tcp(burglary()))?.token).toBe('ACK');
  });
});

describe('[DEFCON][SIA] flood limit', () => {
  let limited: SiaReceiver;
  const reasons: string[] = [];
  let count = 0;
  beforeAll(async () => {
    limited = await startSiaReceiver({
      port: 0,
      host: '127.0.0.1',
      maxFramesPerSecond: 5,
      floodBurst: 5,
      lookupAccount: async (account) => (account === '5555' ? {} : null),
      onEvent: async () => {
        count++;
      },
      onRejected: (reason) => {
        reasons.push(reason);
      },
    });
  });
  afterAll(() => limited.close());

  test('one address sending 20 frames at once: 5 answered, 15 dropped and counted', async () => {
    const frames = Array.from({ length: 20 }, (_, i) =>
      buildFrame({ token: 'SIA-DCS', sequence: i + 1, account: '5555', data: siaData('BA', i + 1, 1) }),
    );
    const socket = net.connect({ port: limited.tcpPort as number, host: '127.0.0.1' });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(frames.join(''));
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.destroy();
    expect(text.split('"ACK"').length - 1).toBe(5);
    expect(count).toBe(5);
    expect(reasons.filter((r) => r === 'flood')).toHaveLength(15);
    expect(limited.stats()).toMatchObject({ accepted: 5, acks: 5, rejected: { flood: 15 } });
  });

  test('close() frees the ports', async () => {
    const r = await startSiaReceiver({
      port: 0,
      host: '127.0.0.1',
      lookupAccount: async () => null,
      onEvent: async () => {},
    });
    const port = r.tcpPort as number;
    await r.close();
    await expect(
      new Promise((resolve, reject) => {
        const s = net.connect({ port, host: '127.0.0.1' });
        s.on('connect', () => {
          s.destroy();
          resolve('connected');
        });
        s.on('error', reject);
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
