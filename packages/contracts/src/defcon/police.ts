import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { emailSchema } from '../validation/email.ts';

/**
 * Police (issue 18): headquarters (companies of type 'HQ Police Station') and their local stations
 * (type 'Local Police Station', managed by their HQ) with the localities each covers. A locality is covered
 * by one HQ; a station covers some of its HQ's localities.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

export const locality = z.object({
  id: z.number().int(),
  name: z.string(),
  hq: named.nullable(),
  stations: z.array(named),
});
export type Locality = z.infer<typeof locality>;

export const policeHq = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  localities: z.array(named),
  stations: z.array(named),
  createdAt: z.string(),
});
export type PoliceHq = z.infer<typeof policeHq>;

export const policeStation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  hq: named,
  localities: z.array(named),
  /** Intrusion alarms handed to it and still open. */
  openAlarms: z.number().int(),
  createdAt: z.string(),
});
export type PoliceStation = z.infer<typeof policeStation>;

const companyName = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'At least 2 characters')
  .max(120, 'At most 120 characters');
export const localityName = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'At least 2 characters')
  .max(80, 'At most 80 characters');

const unique = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

/** An HQ: its name, e-mail and the localities it covers (by name; new names become localities). */
export const policeHqInput = z.strictObject({
  name: companyName,
  email: emailSchema,
  localities: z
    .array(localityName, { error: 'Required' })
    .min(1, 'Add at least one locality')
    .max(100, 'At most 100 localities')
    .refine((names) => unique(names, (n) => n.toLowerCase()), 'Each locality once'),
});
export type PoliceHqInput = z.output<typeof policeHqInput>;
export const policeHqUpdate = policeHqInput.partial();

/** A local station: its name, e-mail and the localities of its HQ it covers. */
export const policeStationInput = z.strictObject({
  name: companyName,
  email: emailSchema,
  localityIds: z
    .array(recordId, { error: 'Required' })
    .min(1, 'Choose at least one locality')
    .max(100, 'At most 100 localities')
    .refine((ids) => unique(ids, String), 'Each locality once'),
});
export type PoliceStationInput = z.output<typeof policeStationInput>;
export const policeStationUpdate = policeStationInput.partial();

export const LOCALITY_SORTS = ['id', 'name'] as const;
export const POLICE_SORTS = ['id', 'name', 'createdAt'] as const;

const params = z.object({ id: recordId });
const tags = ['defcon'];
const view = anyOf('p_defcon_police_view');

export const policeEndpoints = {
  localities: defineEndpoint({
    method: 'GET',
    path: '/defcon/police/locality',
    summary: 'Defcon: localities with the HQ and stations covering each (filter by name, hqId, stationId)',
    tags,
    access: anyOf('p_defcon_police_view', 'p_defcon_customers_view'),
    schemas: {
      querystring: listQuery(LOCALITY_SORTS).extend({
        hqId: recordId.optional(),
        stationId: recordId.optional(),
        /** true: only localities no HQ covers. */
        uncovered: z.enum(['true', 'false']).optional(),
      }),
      response: { 200: paged(locality), ...bad },
    },
  }),
  hqList: defineEndpoint({
    method: 'GET',
    path: '/defcon/police/hq',
    summary: 'Defcon: police headquarters the caller sees, with their localities and stations',
    tags,
    access: view,
    schemas: { querystring: listQuery(POLICE_SORTS), response: { 200: paged(policeHq), ...bad } },
  }),
  hqGet: defineEndpoint({
    method: 'GET',
    path: '/defcon/police/hq/:id',
    summary: 'Defcon: one police headquarters',
    tags,
    access: view,
    schemas: { params, response: { 200: z.object({ data: policeHq }), ...bad } },
  }),
  hqCreate: defineEndpoint({
    method: 'POST',
    path: '/defcon/police/hq',
    summary:
      'Defcon: creates a police headquarters (a company of type HQ Police Station) covering localities',
    tags,
    access: anyOf('p_defcon_police_create'),
    schemas: { body: policeHqInput, response: { 201: z.object({ data: policeHq }), ...bad } },
  }),
  hqUpdate: defineEndpoint({
    method: 'PUT',
    path: '/defcon/police/hq/:id',
    summary: "Defcon: edits a police headquarters' name, e-mail and localities",
    tags,
    access: anyOf('p_defcon_police_update'),
    schemas: { params, body: policeHqUpdate, response: { 200: z.object({ data: policeHq }), ...bad } },
  }),
  stationList: defineEndpoint({
    method: 'GET',
    path: '/defcon/police/station',
    summary: 'Defcon: local police stations the caller sees (filter by hqId)',
    tags,
    access: view,
    schemas: {
      querystring: listQuery(POLICE_SORTS).extend({ hqId: recordId.optional() }),
      response: { 200: paged(policeStation), ...bad },
    },
  }),
  stationGet: defineEndpoint({
    method: 'GET',
    path: '/defcon/police/station/:id',
    summary: 'Defcon: one local police station with its localities',
    tags,
    access: view,
    schemas: { params, response: { 200: z.object({ data: policeStation }), ...bad } },
  }),
  stationCreate: defineEndpoint({
    method: 'POST',
    path: '/defcon/police/hq/:id/station',
    summary: "Defcon: creates a local station of HQ :id covering some of the HQ's localities",
    tags,
    access: anyOf('p_defcon_police_create'),
    schemas: {
      params,
      body: policeStationInput,
      response: { 201: z.object({ data: policeStation }), ...bad },
    },
  }),
  stationUpdate: defineEndpoint({
    method: 'PUT',
    path: '/defcon/police/station/:id',
    summary: "Defcon: edits a local station's name, e-mail and localities",
    tags,
    access: anyOf('p_defcon_police_update'),
    schemas: {
      params,
      body: policeStationUpdate,
      response: { 200: z.object({ data: policeStation }), ...bad },
    },
  }),
};
