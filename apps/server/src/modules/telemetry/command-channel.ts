import { metrowatch } from '@atrium/contracts';
import type { Database } from '../../kernel/db/client.ts';
import type { AccessRequestListener, CommandAckListener, Transport } from './embedded-broker.ts';

/**
 * Where device commands go out and their acks come in, and where locks' access requests come in and their
 * decisions go out: the MQTT transport of this process once telemetry has started (embedded broker, its
 * thread, or the external broker). Listeners may subscribe before that.
 */
export class CommandChannel {
  private transport: Transport | null = null;
  private stops: (() => void)[] = [];
  private readonly listeners = new Set<CommandAckListener>();
  private readonly accessListeners = new Set<AccessRequestListener>();

  attach(transport: Transport) {
    this.detach();
    this.transport = transport;
    this.stops = [
      transport.onCommandAck((ack) => {
        for (const listener of this.listeners) listener(ack);
      }),
      transport.onAccessRequest((request) => {
        for (const listener of this.accessListeners) listener(request);
      }),
    ];
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
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Credentials presented at locks on `devices/<serial>/access` (the payload unparsed). */
  onAccess(listener: AccessRequestListener): () => void {
    this.accessListeners.add(listener);
    return () => void this.accessListeners.delete(listener);
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
