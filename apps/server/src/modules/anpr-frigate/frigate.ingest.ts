import { anpr } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../kernel/module.ts';
import { sendCommand } from '../metrowatch/commands.service.ts';
import { emitToRooms } from '../realtime/room-events.ts';
import type { FrigateMessage } from '../telemetry/embedded-broker.ts';
import { DeviceRateLimiter } from '../telemetry/rate-limit.ts';
import { RefusalCounter } from '../telemetry/refusal.ts';
import { batched } from './batch.ts';
import { decidePlates, type PlateQuestion } from './gate-decision.ts';
import { type Gate, GateDirectory } from './gates.ts';
import { type MergedRead, ReadMerger } from './read-merge.ts';
import {
  attachSnapshot,
  type NewVehicleLog,
  raiseScore,
  recordDecisions,
  recordLowScore,
  setBarrierCommand,
} from './vehicle-logs.store.ts';
import { vehicleLogById } from './vehicle-logs.view.ts';

/** A plausible plate read of a gate, normalised, as it waits for its turn. */
interface GateRead extends anpr.FrigatePlateRead, MergedRead {
  gate: Gate;
}

/** A box's clock further off than this: the read is dated when received. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A car not heard of for this long has left (its `end` was lost). */
const IDLE_OBJECT_MS = 2 * 60_000;
/** A snapshot belongs to the newest log of its camera seen within this time. */
const SNAPSHOT_WINDOW_MS = 60_000;
const MAX_SNAPSHOTS = 1000;
/** Log updates and socket events written at once (see `push`). */
const BACKGROUND_WORKERS = 2;

const JPEG = [0xff, 0xd8, 0xff];
const isJpeg = (bytes: Uint8Array) => JPEG.every((b, i) => bytes[i] === b);

export interface FrigateIngestStats {
  /** Messages naming a serial no device has (external broker only: the embedded one signs boxes in). */
  unknownBoxes: number;
  /** Tracked objects waiting for a better read or their end. */
  tracked: number;
}

/**
 * Frigate messages of the edge boxes → vehicle logs, decisions and barrier opens. Refused (counted in the
 * box's info log, nothing written otherwise): a device that is no edge box, a blocked box, a box over its rate
 * (ANPR_BOX_RATE_PER_SECOND, ANPR_BOX_BURST), a message that does not parse, an implausible plate. Messages
 * about one car are handled one after the other (`ReadMerger` makes them one read); cars run in parallel.
 */
export class FrigateIngest {
  private readonly gates: GateDirectory;
  private readonly merger: ReadMerger<GateRead>;
  private readonly limiter: DeviceRateLimiter;
  private readonly refusals: RefusalCounter;
  private readonly chains = new Map<string, Promise<void>>();
  private readonly pushes = new Set<Promise<void>>();
  private readonly later: (() => Promise<void>)[] = [];
  private running = 0;
  private readonly snapshots = new Map<string, { jpeg: Buffer; at: number }>();
  private readonly sweeper: NodeJS.Timeout;
  private unknownBoxes = 0;
  /** The cars of one turn of the event loop: decided in one statement, logged in another. */
  private readonly decidePlate = batched((questions: PlateQuestion[]) =>
    decidePlates(this.deps.database.db, questions),
  );
  private readonly recordDecision = batched((rows: NewVehicleLog[]) =>
    recordDecisions(this.deps.database.db, rows),
  );

  constructor(
    private readonly deps: AppDeps,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'debug'>,
  ) {
    const { config, database } = deps;
    this.gates = new GateDirectory(database.db);
    this.merger = new ReadMerger(config.ANPR_MIN_PLATE_SCORE);
    this.limiter = new DeviceRateLimiter(config.ANPR_BOX_RATE_PER_SECOND, config.ANPR_BOX_BURST);
    this.refusals = new RefusalCounter(database.db, (error) =>
      log.error({ err: error }, 'plate event refusals not counted'),
    );
    this.sweeper = setInterval(() => void this.sweep(), 30_000).unref();
  }

  stats(): FrigateIngestStats {
    return { unknownBoxes: this.unknownBoxes, tracked: this.merger.size };
  }

  /** One message; resolves once it is handled (its log written, its barrier command sent). */
  async handle(message: FrigateMessage): Promise<void> {
    const topic = anpr.frigateTopicOf(message.topic);
    if (!topic) return;
    const lookup = await this.gates.bySerial(message.serial);
    if (lookup.kind === 'unknown') {
      this.unknownBoxes += 1;
      this.log.debug({ serial: message.serial }, 'plate event from an unknown box dropped');
      return;
    }
    if (lookup.kind === 'not-a-box') {
      return this.refuse(lookup.deviceId, 'NOT_AN_EDGE_BOX', 'Only an edge box sends plate events');
    }
    const { gate } = lookup;
    if (gate.blocked) return this.refuse(gate.boxId, 'DEVICE_BLOCKED', 'The device is blocked');
    if (!this.limiter.take(gate.boxId))
      return this.refuse(gate.boxId, 'RATE_LIMITED', 'Too many plate messages');
    if (topic.kind === 'snapshot') return this.snapshot(gate, topic.camera, message.payload);
    const receivedAt = new Date();
    const parsed =
      topic.kind === 'events'
        ? anpr.parseFrigateEvent(message.payload, receivedAt)
        : anpr.parseTrackedObjectUpdate(message.payload, receivedAt);
    if (parsed.status === 'invalid') return this.refuse(gate.boxId, 'INVALID_PAYLOAD', parsed.msg);
    if (parsed.status === 'ignored') return;
    const plateNorm = anpr.normalisePlate(parsed.read.plate);
    if (!anpr.isPlausiblePlate(plateNorm)) {
      return this.refuse(
        gate.boxId,
        'IMPLAUSIBLE_PLATE',
        `Not a plausible plate: '${parsed.read.plate.slice(0, 40)}'`,
      );
    }
    const skewed = Math.abs(parsed.read.seenAt.getTime() - receivedAt.getTime()) > CLOCK_SKEW_MS;
    const read: GateRead = {
      ...parsed.read,
      seenAt: skewed ? receivedAt : parsed.read.seenAt,
      plateNorm,
      gate,
    };
    await this.inTurn(`${gate.boxId}:${read.frigateId}`, (key) => this.merge(key, read));
  }

  async close() {
    clearInterval(this.sweeper);
    await Promise.allSettled([...this.chains.values()]);
    while (this.pushes.size > 0) await Promise.allSettled([...this.pushes]);
    await this.refusals.close();
  }

  private refuse(deviceId: number, code: string, msg: string) {
    this.refusals.count(deviceId, { code, msg });
  }

  /** Runs `work` after the work already queued for `key` (one car), never two at once. */
  private inTurn(key: string, work: (key: string) => Promise<void>): Promise<void> {
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => work(key));
    const settled = next.catch((error: unknown) => {
      this.log.error({ err: error, key }, 'plate read not handled');
    });
    this.chains.set(key, settled);
    void settled.then(() => {
      if (this.chains.get(key) === settled) this.chains.delete(key);
    });
    return settled;
  }

  private async merge(key: string, read: GateRead) {
    const step = this.merger.next(key, read);
    if (step.decide) {
      const decision = await this.decide(step.decide);
      this.merger.settled(key, step.decide, decision);
    }
    if (step.raise?.score) {
      const id = await raiseScore(
        this.deps.database.db,
        { boxId: read.gate.boxId, frigateId: read.frigateId },
        { ...step.raise, score: step.raise.score },
      );
      if (id) this.push(id);
    }
    if (step.finalLow) await this.logLow(step.finalLow);
  }

  private row(
    read: GateRead,
    decision: anpr.GateDecision & { vehicleId?: number | null; residentId?: number | null },
  ): NewVehicleLog {
    const { gate } = read;
    const camera = gate.cameras.get(read.camera);
    const snapshot = this.snapshots.get(`${gate.boxId}:${read.camera}`);
    return {
      companyId: gate.companyId,
      boxDeviceId: gate.boxId,
      cameraDeviceId: camera?.deviceId ?? null,
      cameraName: read.camera,
      frigateId: read.frigateId,
      plate: read.plate,
      plateNorm: read.plateNorm,
      score: read.score,
      knownName: read.knownName,
      direction: camera?.direction ?? null,
      seenAt: read.seenAt,
      decision: decision.decision,
      code: decision.code,
      reason: decision.reason,
      vehicleId: decision.vehicleId ?? null,
      residentId: decision.residentId ?? null,
      accessId: decision.accessId,
      snapshot: snapshot && Date.now() - snapshot.at < SNAPSHOT_WINDOW_MS ? snapshot.jpeg : null,
    };
  }

  /** Decides, logs, and opens the gate's barriers for an allowed plate; returns the decision. */
  private async decide(read: GateRead): Promise<anpr.VehicleDecision> {
    const { gate } = read;
    const decision = await this.decidePlate({
      gate,
      read: { plate: read.plate, plateNorm: read.plateNorm, at: new Date() },
    });
    const logId = await this.recordDecision(this.row(read, decision));
    // Not written: another server logged this car already (allowed, or with a better read).
    if (logId === null) return decision.decision;
    const sent = decision.decision === 'allowed' ? await this.openBarriers(gate, logId, read) : null;
    this.push(logId, sent ?? undefined);
    return decision.decision;
  }

  /** `open-barrier` to every barrier of the gate at once; the first one's command, for the log. */
  private async openBarriers(gate: Gate, logId: number, read: GateRead) {
    const sent = await Promise.all(
      gate.barriers.map(async (barrier) => {
        const command = await sendCommand(this.deps, barrier, {
          command: 'open-barrier',
          params: { plate: read.plateNorm, log: logId },
          userId: null,
          source: 'plate',
        });
        return { id: command.id, barrierId: barrier.id };
      }),
    );
    return sent[0] ?? null;
  }

  private async logLow(read: GateRead) {
    const decision = anpr.lowScoreDecision(read.score, this.deps.config.ANPR_MIN_PLATE_SCORE);
    const id = await recordLowScore(this.deps.database.db, this.row(read, decision));
    if (id) this.push(id);
  }

  /** Keeps the camera's latest snapshot for the next log, and puts it on the newest log of the last minute. */
  private async snapshot(gate: Gate, camera: string, payload: Uint8Array) {
    if (payload.byteLength > anpr.MAX_SNAPSHOT_BYTES || !isJpeg(payload)) return;
    const jpeg = Buffer.from(payload);
    if (this.snapshots.size >= MAX_SNAPSHOTS) this.snapshots.clear();
    this.snapshots.set(`${gate.boxId}:${camera}`, { jpeg, at: Date.now() });
    const since = new Date(Date.now() - SNAPSHOT_WINDOW_MS);
    const id = await attachSnapshot(
      this.deps.database.db,
      { boxId: gate.boxId, cameraName: camera },
      jpeg,
      since,
    );
    if (id) this.push(id);
  }

  /**
   * The log as it now is (with its barrier command, stored first) to the company's vehicle-log viewers. Work
   * after the barrier has its command: BACKGROUND_WORKERS at a time, so it never holds the database pool
   * ahead of another car's decision.
   */
  private push(logId: number, command?: { id: string; barrierId: number }) {
    this.later.push(async () => {
      if (command) await setBarrierCommand(this.deps.database.db, logId, command);
      await this.emitLog(logId);
    });
    this.drain();
  }

  private drain() {
    while (this.running < BACKGROUND_WORKERS && this.later.length > 0) {
      const work = this.later.shift();
      if (!work) return;
      this.running += 1;
      const done = work()
        .catch((error: unknown) => this.log.error({ err: error }, 'vehicle log event not sent'))
        .finally(() => {
          this.running -= 1;
          this.pushes.delete(done);
          this.drain();
        });
      this.pushes.add(done);
    }
  }

  private async emitLog(logId: number) {
    const log = await vehicleLogById(this.deps, logId);
    if (!log) return;
    emitToRooms(this.deps.database, {
      rooms: [anpr.vehicleLogsRoom(log.company.id), anpr.boxVehicleLogsRoom(log.box.id)],
      name: anpr.VEHICLE_LOG_EVENT,
      payload: log satisfies anpr.VehicleLogEvent,
    });
  }

  private async sweep() {
    const now = Date.now();
    for (const [key, kept] of this.snapshots)
      if (now - kept.at > SNAPSHOT_WINDOW_MS) this.snapshots.delete(key);
    for (const read of this.merger.sweep(IDLE_OBJECT_MS, now)) {
      await this.logLow(read).catch((error: unknown) =>
        this.log.error({ err: error }, 'low plate read not logged'),
      );
    }
  }
}
