import { eq } from 'drizzle-orm';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { devices } from '../devices.schema.ts';

export type { Who } from '../../../test/demo-kit.ts';

export interface DevicesKit extends DemoKit {
  /** A demo device's id by serial. */
  deviceId(serial: string): Promise<number>;
}

/** The app with demo data (devices included) and every demo owner signed in. */
export async function devicesKit(env: Record<string, string> = {}): Promise<DevicesKit> {
  const kit = await demoKit(env);
  return {
    ...kit,
    async deviceId(serial) {
      const [row] = await kit.t.deps.database.db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.serial, serial));
      if (!row) throw new Error(`no demo device ${serial}`);
      return row.id;
    },
  };
}
