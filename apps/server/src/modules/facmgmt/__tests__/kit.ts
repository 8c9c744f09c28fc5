import { access, facmgmt } from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { type DemoKit, demoKit, type Who } from '../../../test/demo-kit.ts';

export interface BookingKit extends DemoKit {
  hq: number;
  annex: number;
  /** Demo space ids by name. */
  space: Record<'meeting' | 'office' | 'open' | 'workshop', number>;
  /** An instant `weeks` weeks ahead on the Sunday of that week (HQ open 07:00-21:00), at local `time`. */
  sunday(weeks: number, time: string): string;
  book(who: Who, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

const ZONE = 'Asia/Dubai';

/** The app with the demo data: the Customer's Headquarters and Annex and their bookable spaces. */
export async function bookingKit(env: Record<string, string> = {}): Promise<BookingKit> {
  const kit = await demoKit(env);
  const buildings = (await kit.call('Customer', 'GET', '/api/facmgmt/api/building?limit=100')).json()
    .data as {
    id: number;
    name: string;
  }[];
  const idOf = (name: string) => buildings.find((b) => b.name === name)?.id ?? 0;
  const spaces = (await kit.call('Customer', 'GET', '/api/facmgmt/api/space?limit=100&bookable=true')).json()
    .data as { id: number; name: string }[];
  const spaceOf = (name: string) => spaces.find((s) => s.name === name)?.id ?? 0;
  const today = access.localTime(new Date(), ZONE).date;
  return {
    ...kit,
    hq: idOf('Headquarters'),
    annex: idOf('Annex'),
    space: {
      meeting: spaceOf('Meeting room A'),
      office: spaceOf('Office 101'),
      open: spaceOf('Open office'),
      workshop: spaceOf('Workshop'),
    },
    sunday(weeks, time) {
      const date = access.dateAfter(facmgmt.weekStartOf(today), 1 + 7 * weeks);
      return access.zonedInstant(date, access.minutesOf(time), ZONE).toISOString();
    },
    book: (who, body) => kit.call(who, 'POST', '/api/facmgmt/api/reservation', body),
  };
}
