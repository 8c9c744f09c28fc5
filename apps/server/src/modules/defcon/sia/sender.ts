/**
 * A DC-09 sender, the panel's side (tests, the simulator, the bench): sends one frame over TCP or UDP and
 * resolves with the receiver's answer, or `null` when none came within the timeout (a bad CRC is not answered).
 *
 *   const answer = await sendSiaFrame({ host, port, transport: 'tcp', frame: buildFrame({...}) });
 *   answer?.token === 'ACK'
 *
 * SiaTcpClient keeps one connection (a panel that stays connected) and pairs answers with frames in order.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { type FrameResult, type KeyEncoding, parseFrame } from './frame.ts';

export interface SiaAnswer {
  /** The answer as received (`<LF>` … `<CR>`). */
  raw: string;
  /** `ACK`, `NAK`, `DUH`, … ('' when it could not be read). */
  token: string;
  encrypted: boolean;
  /** The answer parsed (decrypted with `key` for a `*ACK`). */
  parsed: FrameResult;
  /** Milliseconds from sending to the answer. */
  elapsedMs: number;
}

export interface SendOptions {
  host?: string;
  port: number;
  transport: 'tcp' | 'udp';
  /** One or more complete frames (string or bytes); TCP sends them as they are (split or joined as given). */
  frame: string | Buffer;
  /** Key to decrypt a `*ACK` with (the account's key). */
  key?: string;
  keyEncoding?: KeyEncoding;
  /** Default 2000 ms. */
  timeoutMs?: number;
}

export function readAnswer(
  raw: string,
  elapsedMs: number,
  key?: string,
  keyEncoding?: KeyEncoding,
): SiaAnswer {
  const parsed = parseFrame(raw, key, keyEncoding);
  const header = parsed.ok ? parsed.frame : parsed.header;
  return { raw, token: header?.token ?? '', encrypted: header?.encrypted ?? false, parsed, elapsedMs };
}

/** Sends and waits for one answer (TCP: on a new connection, closed afterwards). */
export function sendSiaFrame(options: SendOptions): Promise<SiaAnswer | null> {
  return options.transport === 'udp' ? sendUdp(options) : sendTcp(options);
}

function sendTcp(options: SendOptions): Promise<SiaAnswer | null> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ host: options.host ?? '127.0.0.1', port: options.port });
    let text = '';
    const finish = (answer: SiaAnswer | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), options.timeoutMs ?? 2000);
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(options.frame));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const cr = text.indexOf('\r');
      if (cr >= 0) {
        finish(
          readAnswer(text.slice(0, cr + 1), performance.now() - started, options.key, options.keyEncoding),
        );
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => finish(null));
  });
}

function sendUdp(options: SendOptions): Promise<SiaAnswer | null> {
  return new Promise((resolve, reject) => {
    const host = options.host ?? '127.0.0.1';
    const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    const started = performance.now();
    const finish = (answer: SiaAnswer | null) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), options.timeoutMs ?? 2000);
    socket.on('message', (message) => {
      finish(
        readAnswer(message.toString('latin1'), performance.now() - started, options.key, options.keyEncoding),
      );
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
    socket.send(
      typeof options.frame === 'string' ? Buffer.from(options.frame, 'latin1') : options.frame,
      options.port,
      host,
    );
  });
}

/**
 * One lasting TCP connection: `send(frame)` resolves with the next answer in order, or null after the timeout
 * (a frame that gets no answer, e.g. a bad CRC, is matched by its timeout; later answers stay in order only
 * when every frame sent is answered, as on a healthy link).
 */
export class SiaTcpClient {
  private socket: net.Socket;
  private text = '';
  private waiting: Array<{ resolve: (a: SiaAnswer | null) => void; started: number; timer: NodeJS.Timeout }> =
    [];
  readonly ready: Promise<void>;

  constructor(
    port: number,
    host = '127.0.0.1',
    private readonly options: { timeoutMs?: number; key?: string; keyEncoding?: KeyEncoding } = {},
  ) {
    this.socket = net.connect({ host, port });
    this.socket.setNoDelay(true);
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('error', () => {});
    this.socket.on('data', (chunk) => {
      this.text += chunk.toString('latin1');
      let cr = this.text.indexOf('\r');
      while (cr >= 0) {
        const raw = this.text.slice(0, cr + 1);
        this.text = this.text.slice(cr + 1);
        cr = this.text.indexOf('\r');
        const next = this.waiting.shift();
        if (!next) continue;
        clearTimeout(next.timer);
        next.resolve(
          readAnswer(raw, performance.now() - next.started, this.options.key, this.options.keyEncoding),
        );
      }
    });
    this.socket.on('close', () => {
      for (const w of this.waiting.splice(0)) {
        clearTimeout(w.timer);
        w.resolve(null);
      }
    });
  }

  send(frame: string | Buffer): Promise<SiaAnswer | null> {
    return new Promise((resolve) => {
      const entry = {
        resolve,
        started: performance.now(),
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          resolve(null);
        }, this.options.timeoutMs ?? 2000),
      };
      this.waiting.push(entry);
      this.socket.write(frame);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}
