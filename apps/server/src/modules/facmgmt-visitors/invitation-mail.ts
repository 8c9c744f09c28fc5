import { access } from '@atrium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { devices } from '../devices/devices.schema.ts';
import { fmBuildings, type fmReservations } from '../facmgmt/facmgmt.schema.ts';
import { queueMail } from '../mail/mail.service.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { openLink } from './link-secrets.ts';
import { fmVisitorPasses, type fmVisitors } from './visitors.schema.ts';

/**
 * The visitor's mail: the time and place of the reservation and their passes (door links, the plate the
 * gates let in), sent on invitation and again when the booking moves, the plate or email changes; a
 * cancelled booking or a removed visitor gets a short cancellation.
 */

export type MailReason = 'invited' | 'changed' | 'cancelled';

/**
 * The site's address and name, for the links in mails the reservation hook sends (it has no request): taken
 * from the configuration when the module's routes are built.
 */
const site = { url: 'http://localhost:3000', brand: 'Atrium' };
export function useSite(config: Config) {
  site.url = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  site.brand = config.BRAND_NAME;
}

const inZone = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);
const timeOnly = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'short' }).format(at);

async function placeOf(db: DbOrTx, reservation: typeof fmReservations.$inferSelect) {
  const [place] = await db
    .select({
      space: spaces.name,
      floor: floors.name,
      building: structures.name,
      address: structures.address,
      timeZone: fmBuildings.timeZone,
    })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .leftJoin(fmBuildings, eq(fmBuildings.structureId, structures.id))
    .where(eq(spaces.id, reservation.spaceId));
  return place;
}

export async function mailVisitor(
  db: DbOrTx,
  visitor: typeof fmVisitors.$inferSelect,
  reservation: typeof fmReservations.$inferSelect,
  reason: MailReason,
) {
  const place = await placeOf(db, reservation);
  const timeZone = place?.timeZone ?? 'Asia/Dubai';
  const where = place
    ? `${place.space}, ${place.floor}, ${place.building}${place.address ? ` (${place.address})` : ''}`
    : 'to be confirmed';
  const when = `${inZone(reservation.startsAt, timeZone)} to ${timeOnly(reservation.endsAt, timeZone)} (${timeZone})`;
  const subject = {
    invited: `Your visit: ${reservation.title}`,
    changed: `Changed: your visit, ${reservation.title}`,
    cancelled: `Cancelled: your visit, ${reservation.title}`,
  }[reason];
  const lines = [`Hello ${visitor.name},`, ''];
  if (reason === 'cancelled') {
    lines.push(`Your visit "${reservation.title}" on ${when} is cancelled; your passes no longer open.`);
  } else {
    lines.push(
      reason === 'invited'
        ? `You are invited to "${reservation.title}".`
        : `Your visit "${reservation.title}" has changed.`,
      '',
      `When: ${when}`,
      `Where: ${where}`,
      '',
    );
    const passes = await db
      .select({ pass: fmVisitorPasses, device: devices.name })
      .from(fmVisitorPasses)
      .innerJoin(devices, eq(devices.id, fmVisitorPasses.deviceId))
      .where(and(eq(fmVisitorPasses.visitorId, visitor.id), eq(fmVisitorPasses.state, 'active')))
      .orderBy(asc(fmVisitorPasses.kind), asc(fmVisitorPasses.id));
    const first = passes[0]?.pass;
    if (first) {
      lines.push(
        `Your pass is valid from ${inZone(first.validFrom, timeZone)} to ${timeOnly(first.validUntil, timeZone)}.`,
      );
      for (const { pass, device } of passes) {
        const token = pass.kind === 'door' && pass.linkToken ? openLink(pass.linkToken) : null;
        if (token) lines.push(`- Door "${device}": ${site.url}${access.linkPath(token)}`);
      }
      const gates = passes.filter((p) => p.pass.kind === 'plate').map((p) => `"${p.device}"`);
      if (gates.length > 0 && visitor.plate)
        lines.push(
          `- Car ${visitor.plate}: the gate${gates.length > 1 ? 's' : ''} ${gates.join(', ')} open for it.`,
        );
    } else {
      lines.push('Please ask at the reception on arrival.');
    }
  }
  lines.push('', `${site.brand}`);
  await queueMail(db, { to: visitor.email, subject, text: lines.join('\n') });
}
