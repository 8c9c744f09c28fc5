import { metrowatch } from '@atrium/contracts';
import type { Database } from '../../kernel/db/client.ts';
import {
  type AccessRequestListener,
  type CommandAckListener,
  DEVICE_MESSAGE_KINDS,
  deviceMessageListeners,
  type FrigateListener,
  type Transport,
} from './embedded-broker.ts';

/**
 * Where device commands go out and their acks come in, where locks' access requests come in and their
 * decisions go out, and where edge boxes' Frigate messages come in: the MQTT transport of this process once
 * telemetry has started (embedded broker, its thread, or the external broker). Listeners may subscribe
 * before that.
 */
export class CommandChannel {
  private transport: Transport | null = null;
  private stops: (() => void)[] = [];
  private readonly listeners = deviceMessageListeners();

  attach(transport: Transport) {
    this.detach();
    this.transport = transport;
    this.stops = DEVICE_MESSAGE_KINDS.map((kind) =>
      transport.on(kind, (message) => this.listeners.emit(kind, message)),
    );
  }

  detach() {
    for (const stop of this.stops.splice(0)) stop();
    this.transport = null;
  }

  /** The embedded broker's port, when one runs in this process (the simulated panels connect to it). */
  get brokerPort(): number | undefined {
    return this.transport?.port;
  }

  /** Publishes at QoS 1; false when no transport runs here (the command stays queued). */
  async publish(topic: string, payload: string): Promise<boolean> {
    if (!this.transport) return false;
    await this.transport.publish(topic, payload);
    return true;
  }

  onAck(listener: CommandAckListener): () => void {
    return this.listeners.on('command-ack', listener);
  }

  /** Credentials presented at locks on `devices/<serial>/access` (the payload unparsed). */
  onAccess(listener: AccessRequestListener): () => void {
    return this.listeners.on('access-request', listener);
  }

  /** Edge boxes' Frigate plate events, lpr updates and snapshots (unparsed), with the box's serial. */
  onFrigate(listener: FrigateListener): () => void {
    return this.listeners.on('frigate', listener);
  }

  /** A door decision to its lock on `devices/<serial>/access/decision`; false when no transport runs here. */
  publishDecision(serial: string, decision: metrowatch.AccessDecisionMessage): Promise<boolean> {
    return this.publish(metrowatch.accessDecisionTopic(serial), JSON.stringify(decision));
  }
}

const channels = new WeakMap<Database, CommandChannel>();

/** One channel per application (per database), like the ingest path. */
export function commandChannelOf(database: Database): CommandChannel {
  let channel = channels.get(database);
  if (!channel) {
    channel = new CommandChannel();
    channels.set(database, channel);
  }
  return channel;
}
