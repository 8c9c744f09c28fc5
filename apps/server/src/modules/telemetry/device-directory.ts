import { createHash } from 'node:crypto';
import type { devices as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../kernel/auth/passwords.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { recordAccess } from '../devices/device-logs.service.ts';
import { devices, hardware } from '../devices/devices.schema.ts';

/** What the ingest path knows of a signed-in device. */
export interface DeviceIdentity {
  id: number;
  serial: string;
  companyId: number;
  blocked: boolean;
  /** Its hardware's device type (an `edge-box` may publish its Frigate's topics); unset where not looked up. */
  hardwareType?: contract.DeviceType;
}

export type SignIn =
  | { ok: true; device: DeviceIdentity }
  | { ok: false; reason: 'UNKNOWN_DEVICE' | 'BAD_CREDENTIAL' | 'DEVICE_BLOCKED' };

const digest = (password: string) => createHash('sha256').update(password).digest('hex');
const MAX_ENTRIES = 100_000;

/**
 * Device sign-in for MQTT and HTTP: username = serial, password checked against its Argon2id hash. A
 * verified credential is remembered (by its SHA-256) for `ttlMs`, so an HTTP device posting every few
 * seconds costs one Argon2 check a minute, not one per reading. Each real check is in the device's access log.
 */
export class DeviceDirectory {
  private readonly verified = new Map<string, { device: DeviceIdentity; digest: string; until: number }>();
  private readonly known = new Map<string, { device: DeviceIdentity | null; until: number }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly ttlMs = 60_000,
  ) {}

  async signIn(
    serial: string,
    password: string,
    via: 'mqtt' | 'http',
    remoteAddress?: string,
  ): Promise<SignIn> {
    const cached = this.verified.get(serial);
    if (cached && cached.until > Date.now() && cached.digest === digest(password)) {
      return cached.device.blocked
        ? { ok: false, reason: 'DEVICE_BLOCKED' }
        : { ok: true, device: cached.device };
    }
    const [row] = await this.db
      .select({
        id: devices.id,
        serial: devices.serial,
        companyId: devices.companyId,
        state: devices.state,
        passwordHash: devices.passwordHash,
        hardwareType: hardware.type,
      })
      .from(devices)
      .leftJoin(hardware, eq(hardware.id, devices.hardwareId))
      .where(eq(devices.serial, serial));
    if (!row) return { ok: false, reason: 'UNKNOWN_DEVICE' };
    const device = {
      id: row.id,
      serial: row.serial,
      companyId: row.companyId,
      blocked: row.state === 'blocked',
      ...(row.hardwareType && { hardwareType: row.hardwareType }),
    };
    const passwordOk = row.passwordHash !== null && (await verifyPassword(row.passwordHash, password));
    const reason = !passwordOk ? 'BAD_CREDENTIAL' : device.blocked ? 'DEVICE_BLOCKED' : null;
    await recordAccess(this.db, {
      deviceId: row.id,
      actor: 'device',
      action: `sign-in (${via})`,
      result: reason ? 'refused' : 'accepted',
      reason,
      remoteAddress: remoteAddress ?? null,
    });
    if (reason) return { ok: false, reason };
    if (this.verified.size >= MAX_ENTRIES) this.verified.clear();
    this.verified.set(serial, { device, digest: digest(password), until: Date.now() + this.ttlMs });
    return { ok: true, device };
  }

  /** A device by serial without a credential: for an external broker, which signs devices in itself. */
  async bySerial(serial: string): Promise<DeviceIdentity | null> {
    const cached = this.known.get(serial);
    if (cached && cached.until > Date.now()) return cached.device;
    const [row] = await this.db
      .select({ id: devices.id, serial: devices.serial, companyId: devices.companyId, state: devices.state })
      .from(devices)
      .where(eq(devices.serial, serial));
    const device = row
      ? { id: row.id, serial: row.serial, companyId: row.companyId, blocked: row.state === 'blocked' }
      : null;
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    this.known.set(serial, { device, until: Date.now() + this.ttlMs });
    return device;
  }
}
