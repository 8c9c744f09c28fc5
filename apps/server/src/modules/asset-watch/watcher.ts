import { assetwatch, places } from '@atrium/contracts';
import { and, eq, inArray, isNotNull, like, lt, notInArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import {
  type AppliedAlarms,
  clearAppAlarms,
  noAlarmsApplied,
  publishAppAlarms,
  raiseAppAlarm,
} from '../alarms/app-alarms.ts';
import { assets, floors, geofences } from '../places/places.schema.ts';
import { awAssets, awPositions, awZones } from './asset-watch.schema.ts';
import { settingsOf } from './settings.service.ts';

/**
 * Where asset tags are, from what they report: a reading with `latitude`/`longitude` puts the asset outdoors,
 * one with `beacon` in the company's zone of that beacon; a LoRaWAN uplink with neither, in the zone bound to
 * the best gateway that heard it. Each fix updates the asset, adds a position when it moved, and raises or
 * clears its asset watch alarms (contracts assetwatch/alarms.ts) in one transaction.
 */

export interface Sighting {
  deviceId: number;
  companyId: number;
  at: Date;
  beacon?: number;
  /** Gateway EUIs that heard the uplink, best first. */
  gateways?: readonly string[];
  lat?: number;
  lng?: number;
  moved: boolean;
  battery?: number;
}

/** A position is kept when the asset changed zone or moved this far. */
const TRACK_METRES = 10;
const MOVED_WHILE_LOCKED = assetwatch.AW_WHERE.map((w) => assetwatch.awRuleId(w, 'moved-while-locked'));

type AwRow = typeof awAssets.$inferSelect;
type ZoneRow = typeof awZones.$inferSelect;

async function zonesOf(db: DbOrTx, companyId: number, cache: Map<number, ZoneRow[]>) {
  let zones = cache.get(companyId);
  if (!zones) {
    zones = await db.select().from(awZones).where(eq(awZones.companyId, companyId));
    cache.set(companyId, zones);
  }
  return zones;
}

const shapeOf = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ shape: geofences.shape })
          .from(geofences)
          .where(inArray(geofences.id, [...ids]))
      ).map((g) => g.shape);

async function applySighting(
  tx: DbOrTx,
  aw: AwRow,
  s: Sighting,
  zoneCache: Map<number, ZoneRow[]>,
  applied: AppliedAlarms,
) {
  const settings = await settingsOf(tx, aw.companyId);
  const zones = await zonesOf(tx, aw.companyId, zoneCache);
  const gps = s.lat !== undefined && s.lng !== undefined;
  const zoneId = gps ? null : assetwatch.zoneOfUplink(zones, { beacon: s.beacon, gateways: s.gateways });
  const located = gps || zoneId !== null;
  const previous: assetwatch.Anchor | null =
    aw.seenAt === null ? null : { zoneId: aw.zoneId, lat: aw.lat, lng: aw.lng };
  // A reading that does not say where the tag is leaves it where it was.
  const fix: assetwatch.Fix = {
    at: s.at,
    zoneId: located ? zoneId : aw.zoneId,
    lat: gps ? (s.lat as number) : located ? null : aw.lat,
    lng: gps ? (s.lng as number) : located ? null : aw.lng,
    moved: s.moved,
  };
  const point = fix.lat !== null && fix.lng !== null ? { lat: fix.lat, lng: fix.lng } : null;
  const [home] = aw.geofenceId !== null ? await shapeOf(tx, [aw.geofenceId]) : [];
  const forbiddenShapes = point ? await shapeOf(tx, settings.forbiddenGeofenceIds) : [];
  const zone = zones.find((z) => z.id === fix.zoneId);
  const battery = s.battery ?? aw.battery;
  const met = assetwatch.rulesMet({
    settings,
    fix,
    previous,
    battery: battery ?? null,
    homeZoneId: aw.homeZoneId,
    insideHomeGeofence: home && point ? places.pointInGeofence(point, home) : null,
    inForbidden:
      Boolean(zone?.forbidden) ||
      (point !== null && forbiddenShapes.some((f) => places.pointInGeofence(point, f))),
    lockedAt: aw.lockedAt ? { zoneId: aw.lockZoneId, lat: aw.lockLat, lng: aw.lockLng } : null,
  });

  const where = assetwatch.whereOf(fix);
  const wanted = met.map((rule) => assetwatch.awRuleId(where, rule));
  for (const rule of met) {
    await raiseAppAlarm(
      tx,
      {
        companyId: aw.companyId,
        deviceId: s.deviceId,
        ruleId: assetwatch.awRuleId(where, rule),
        category: assetwatch.AW_ALARM_CATEGORY[where],
        kind: 'asset-watch',
        severity: assetwatch.AW_RULE_SEVERITY[rule],
        message: assetwatch.AW_RULE_MESSAGES[rule],
        key: rule,
        value: rule === 'low-battery' ? (battery ?? null) : (fix.zoneId ?? null),
        at: s.at,
      },
      applied,
    );
  }
  // Moved while locked stays open until the asset is unlocked; every other rule clears once it no longer holds.
  await clearAppAlarms(
    tx,
    and(
      eq(alarms.deviceId, s.deviceId),
      like(alarms.ruleId, 'aw:%'),
      notInArray(alarms.ruleId, [...wanted, ...MOVED_WHILE_LOCKED]),
    ),
    s.at,
    'Condition ended',
    applied,
  );

  const changed = previous === null || assetwatch.movedFrom(previous, { ...fix, moved: false }, TRACK_METRES);
  if (located && changed) {
    await tx.insert(awPositions).values({
      companyId: aw.companyId,
      assetId: aw.assetId,
      at: s.at,
      zoneId: fix.zoneId,
      lat: fix.lat,
      lng: fix.lng,
    });
    if (zone) {
      const [floor] = await tx
        .select({ structureId: floors.structureId })
        .from(floors)
        .where(eq(floors.id, zone.floorId));
      await tx
        .update(assets)
        .set({
          floorId: zone.floorId,
          structureId: floor?.structureId ?? null,
          spaceId: null,
          updatedAt: new Date(),
        })
        .where(eq(assets.id, aw.assetId));
    }
  }
  const next = {
    zoneId: fix.zoneId,
    lat: fix.lat,
    lng: fix.lng,
    seenAt: aw.seenAt && aw.seenAt > s.at ? aw.seenAt : s.at,
    battery: battery ?? null,
  };
  await tx.update(awAssets).set(next).where(eq(awAssets.assetId, aw.assetId));
  Object.assign(aw, next);
}

/** Applies sightings (any order; taken by time) of devices that are asset tags on an asset; others are ignored. */
export async function applySightings(database: Database, sightings: readonly Sighting[]) {
  if (sightings.length === 0) return;
  const { db } = database;
  const deviceIds = [...new Set(sightings.map((s) => s.deviceId))];
  const tags = await db
    .select({ id: awAssets.assetId })
    .from(awAssets)
    .where(inArray(awAssets.deviceId, deviceIds))
    .limit(1);
  if (tags.length === 0) return;
  const applied = noAlarmsApplied();
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(awAssets).where(inArray(awAssets.deviceId, deviceIds));
    const byDevice = new Map(rows.map((r) => [r.deviceId as number, r]));
    const zoneCache = new Map<number, ZoneRow[]>();
    const ordered = [...sightings].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const s of ordered) {
      const aw = byDevice.get(s.deviceId);
      if (aw) await applySighting(tx, aw, s, zoneCache, applied);
    }
  });
  await publishAppAlarms(database, applied);
}

/** Raises `not-seen` for tags silent longer than their company's threshold (the minute scan). */
export async function scanNotSeen(database: Database, now = new Date()) {
  const { db } = database;
  const applied = noAlarmsApplied();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(awAssets)
      .where(
        and(
          isNotNull(awAssets.deviceId),
          isNotNull(awAssets.seenAt),
          lt(awAssets.seenAt, new Date(now.getTime() - 5 * 60_000)),
        ),
      );
    const settingsCache = new Map<number, Awaited<ReturnType<typeof settingsOf>>>();
    for (const aw of rows) {
      let settings = settingsCache.get(aw.companyId);
      if (!settings) {
        settings = await settingsOf(tx, aw.companyId);
        settingsCache.set(aw.companyId, settings);
      }
      if (settings.rules['not-seen'] === false) continue;
      if ((aw.seenAt as Date).getTime() > now.getTime() - settings.notSeenMinutes * 60_000) continue;
      const where = assetwatch.whereOf(aw);
      await raiseAppAlarm(
        tx,
        {
          companyId: aw.companyId,
          deviceId: aw.deviceId as number,
          ruleId: assetwatch.awRuleId(where, 'not-seen'),
          category: assetwatch.AW_ALARM_CATEGORY[where],
          kind: 'asset-watch',
          severity: assetwatch.AW_RULE_SEVERITY['not-seen'],
          message: assetwatch.AW_RULE_MESSAGES['not-seen'],
          key: 'not-seen',
          value: null,
          at: now,
        },
        applied,
      );
    }
  });
  await publishAppAlarms(database, applied);
  return applied;
}
