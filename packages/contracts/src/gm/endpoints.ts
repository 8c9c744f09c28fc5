import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { setting, settingInput, settingListQuery } from './settings.ts';
import { staffListQuery, staffMember, staffUpdate } from './staff.ts';

/** Global mobility (issue 22, API prefix /gm): notification settings and staff management. */

const tags = ['gm'];
const byId = z.object({ id: recordId });
const SETTINGS = (action: string) => `p_gm_notification_settings_${action}`;

export const gmEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/gm/notification-setting',
    summary: 'Global mobility: the notification settings of the company, by name',
    tags,
    access: anyOf(SETTINGS('view')),
    schemas: { querystring: settingListQuery, response: { 200: paged(setting), ...bad } },
  }),
  setting: defineEndpoint({
    method: 'GET',
    path: '/gm/notification-setting/:id',
    summary: 'Global mobility: one notification setting',
    tags,
    access: anyOf(SETTINGS('view')),
    schemas: { params: byId, response: { 200: z.object({ data: setting }), ...bad } },
  }),
  createSetting: defineEndpoint({
    method: 'POST',
    path: '/gm/notification-setting',
    summary:
      "Global mobility: a notification setting (alarm types, recipients among the company's users and gm notification groups, channels, escalation)",
    tags,
    access: anyOf(SETTINGS('create')),
    schemas: { body: settingInput, response: { 201: z.object({ data: setting }), ...bad } },
  }),
  updateSetting: defineEndpoint({
    method: 'PUT',
    path: '/gm/notification-setting/:id',
    summary: 'Global mobility: changes a notification setting (the whole setting)',
    tags,
    access: anyOf(SETTINGS('update')),
    schemas: { params: byId, body: settingInput, response: { 200: z.object({ data: setting }), ...bad } },
  }),
  deleteSetting: defineEndpoint({
    method: 'DELETE',
    path: '/gm/notification-setting/:id',
    summary: 'Global mobility: deletes a notification setting',
    tags,
    access: anyOf(SETTINGS('delete')),
    schemas: { params: byId, response: { 204: z.null(), ...bad } },
  }),
  staff: defineEndpoint({
    method: 'GET',
    path: '/gm/staff',
    summary: "Global mobility: the company's staff with their gm role, on-duty state and devices",
    tags,
    access: anyOf('p_gm_staff_view'),
    schemas: { querystring: staffListQuery, response: { 200: paged(staffMember), ...bad } },
  }),
  updateStaff: defineEndpoint({
    method: 'PUT',
    path: '/gm/staff/:id',
    summary: "Global mobility: a staff member's gm role, on-duty state and the devices they carry",
    tags,
    access: anyOf('p_gm_staff_update'),
    schemas: { params: byId, body: staffUpdate, response: { 200: z.object({ data: staffMember }), ...bad } },
  }),
};
