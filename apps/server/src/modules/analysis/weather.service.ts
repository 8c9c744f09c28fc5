import type { analysis as contract } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { structures } from '../places/places.schema.ts';
import { requestScope } from '../scope/index.ts';
import { syntheticWeather } from './weather.model.ts';

/** GET /swam/weather: a structure the caller sees (else 404), its location's weather on the UTC day. */
export async function getWeather(
  db: DbOrTx,
  ctx: RequestContext,
  query: { structureId: number; date?: string },
): Promise<contract.Weather> {
  const [structure] = await db
    .select({ id: structures.id, name: structures.name, lat: structures.lat, lng: structures.lng })
    .from(structures)
    .where(and(eq(structures.id, query.structureId), await requestScope(db, ctx).structures()));
  if (!structure) throw notFound('Structure');
  const date = query.date ?? new Date().toISOString().slice(0, 10);
  return { structure, date, source: 'synthetic', ...syntheticWeather(structure.lat, structure.lng, date) };
}
