import { z } from 'zod';
import { APPLICATIONS, type AppKey } from '../apps/index.ts';
import { bad, devicePermission, tenancyHeaders } from '../devices/common.ts';
import { DEVICE_TYPES } from '../devices/reference.ts';
import { CONNECTIVITIES, DEVICE_STATES, INSTALL_STATES, TOKEN_STATES } from '../devices/state.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import {
  ALARM_ACTIONS,
  ALARM_STATUSES,
  alarm,
  alarmListQuery,
  alarmPermissionOf,
  appSummary,
  HISTORY_EVENTS,
} from './alarms.ts';
import { ALARM_CATEGORIES, RULE_KINDS, SEVERITIES } from './rules.ts';

/**
 * The kit's short calls that some apps' specs name (spec §7 `/metrowatch/alarms`, `/metrowatch/info/enums`),
 * defined by app key so any app can offer them.
 */

/** Open alarms of both categories, optionally one (`category`), with the spec §3 filter, newest first. */
export const openAlarmsAliasOf = (app: AppKey) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}/alarms`,
    summary: appSummary(
      app,
      'Open alarms of both categories (active, acknowledged, escalated), or of one (category), with the spec §3 filter, newest first',
    ),
    tags: ['alarms'],
    access: anyOf(alarmPermissionOf(app, 'view')),
    schemas: {
      querystring: alarmListQuery.extend({
        category: z
          .enum(ALARM_CATEGORIES, { error: `Must be one of ${ALARM_CATEGORIES.join(', ')}` })
          .optional(),
      }),
      headers: tenancyHeaders,
      response: { 200: paged(alarm), ...bad },
    },
  });

export const kitEnums = z.object({
  deviceTypes: z.array(z.enum(DEVICE_TYPES)),
  deviceStates: z.array(z.enum(DEVICE_STATES)),
  installStates: z.array(z.enum(INSTALL_STATES)),
  connectivities: z.array(z.enum(CONNECTIVITIES)),
  tokenStates: z.array(z.enum(TOKEN_STATES)),
  alarmCategories: z.array(z.enum(ALARM_CATEGORIES)),
  alarmStatuses: z.array(z.enum(ALARM_STATUSES)),
  alarmActions: z.array(z.enum(ALARM_ACTIONS)),
  severities: z.array(z.enum(SEVERITIES)),
  ruleKinds: z.array(z.enum(RULE_KINDS)),
  historyEvents: z.array(z.enum(HISTORY_EVENTS)),
});
export type KitEnums = z.infer<typeof kitEnums>;

/** The values the app's screens offer in filters and forms, in the order they list them. */
export const kitEnumsOf = (app: AppKey): KitEnums => ({
  deviceTypes: [...APPLICATIONS[app].deviceTypes],
  deviceStates: [...DEVICE_STATES],
  installStates: [...INSTALL_STATES],
  connectivities: [...CONNECTIVITIES],
  tokenStates: [...TOKEN_STATES],
  alarmCategories: [...ALARM_CATEGORIES],
  alarmStatuses: [...ALARM_STATUSES],
  alarmActions: [...ALARM_ACTIONS],
  severities: [...SEVERITIES],
  ruleKinds: [...RULE_KINDS],
  historyEvents: [...HISTORY_EVENTS],
});

export const kitEnumsEndpointOf = (app: AppKey) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}/info/enums`,
    summary: appSummary(
      app,
      'The kit’s enums for the app: device types and states, token states, alarm categories, statuses, actions, severities, rule kinds, history events',
    ),
    tags: ['alarms'],
    access: anyOf(alarmPermissionOf(app, 'view'), devicePermission(app, 'view')),
    schemas: { response: { 200: z.object({ data: kitEnums }), ...bad } },
  });
