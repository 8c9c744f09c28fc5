import { defcon as contract, market } from '@atrium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../kernel/http/context.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { listPackageModels } from '../market/catalogue.service.ts';
import { answerAssignment, listAssignments, saveAssignments } from './assignments.service.ts';
import { changePanelOwner, setPanelSia, setPanelZone } from './panel-admin.service.ts';
import { listDefconHardware, panelCommandById, sendPanelCommand } from './panel-commands.service.ts';
import { listPanelDevices, panelDeviceDetails } from './panel-devices.service.ts';
import { findPanel } from './panels.scope.ts';
import { listPanelGroups, listPanels, panelDetails } from './panels.service.ts';

/** Defcon panels, devices under panels, device assignment, package models and hardware (issue 18). */

const key = contract.panelPermission;
type Input = { ctx: RequestContext; params: { id: number }; request: FastifyRequest; reply: FastifyReply };

export const panelRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  const reach = ({ ctx, params }: Input, permission: string) => findPanel(db, ctx, params.id, permission);
  const details = async (id: number) => ({ data: await panelDetails(deps, id) });

  /** A command to a reached panel: 202 with its outcome. */
  const command = async (
    input: Input,
    permission: string,
    name: contract.PanelCommandName,
    params: Record<string, unknown> = {},
    secret: string[] = [],
  ) => {
    const panel = await reach(input, permission);
    const issued = await sendPanelCommand(deps, input.ctx, panel, name, params, secret);
    return input.reply.code(202).send({ data: await panelCommandById(deps, issued.id) });
  };

  return [
    defineRoute(contract.listPanels, async ({ ctx, query, request }) => {
      const { customerId, structureId, armState, link, alarmed, name } = query;
      return listPanels(
        db,
        ctx,
        { customerId, structureId, armState, link, alarmed, name, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, {
          sortable: contract.PANEL_SORTS,
          defaultSort: [{ field: 'id', direction: 'asc' }],
        }),
      );
    }),
    defineRoute(contract.getPanel, async (input) => {
      await reach(input, key('view'));
      return details(input.params.id);
    }),
    defineRoute(contract.listPanelGroups, async ({ ctx, query, request }) =>
      listPanelGroups(
        db,
        ctx,
        { customerId: query.customerId, name: query.name, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, { sortable: ['customer'] as const }),
      ),
    ),
    defineRoute(contract.activatePanel, async (input) =>
      command(input, key('activate'), 'arm', { mode: input.body.mode ?? 'away' }),
    ),
    defineRoute(contract.deactivatePanel, async (input) => command(input, key('activate'), 'disarm')),
    defineRoute(contract.panicPanel, async (input) => command(input, key('panic'), 'panic')),
    defineRoute(contract.commandPanel, async (input) =>
      command(
        input,
        key('command'),
        input.body.command,
        input.body.zone === undefined ? {} : { zone: input.body.zone },
      ),
    ),
    defineRoute(contract.wifiScanPanel, async (input) => command(input, key('command'), 'wifi-scan')),
    defineRoute(contract.wifiJoinPanel, async (input) =>
      command(
        input,
        key('command'),
        'wifi-join',
        {
          ssid: input.body.ssid,
          ...(input.body.password !== undefined && { password: input.body.password }),
        },
        ['password'],
      ),
    ),
    defineRoute(contract.networkSwitchPanel, async (input) =>
      command(input, key('command'), 'network-switch', { network: input.body.network }),
    ),
    defineRoute(contract.changePanelOwner, async (input) => {
      const panel = await reach(input, key('transfer'));
      await changePanelOwner(db, input.ctx, panel, input.body.customerId);
      return details(panel.id);
    }),
    defineRoute(contract.setPanelSia, async (input) => {
      const panel = await reach(input, key('command'));
      await setPanelSia(db, panel.id, input.body);
      return details(panel.id);
    }),
    defineRoute(contract.setPanelZone, async (input) => {
      const panel = await reach(input, key('command'));
      await setPanelZone(db, panel, input.params.zone, input.body);
      return details(panel.id);
    }),

    // Devices under panels
    defineRoute(contract.listPanelDevices, async (input) => {
      const panel = await reach(input, 'p_defcon_devices_view');
      return listPanelDevices(
        db,
        input.ctx,
        panel.id,
        { name: input.query.name, type: input.query.type },
        parseListQuery(input.query, {
          sortable: contract.PANEL_DEVICE_SORTS,
          defaultSort: [{ field: 'zone', direction: 'asc' }],
        }),
      );
    }),
    defineRoute(contract.getPanelDevice, async ({ ctx, params }) => {
      const panel = await findPanel(db, ctx, params.panelId, 'p_defcon_devices_view');
      return { data: await panelDeviceDetails(db, ctx, panel, params.id) };
    }),

    // Device assignment
    defineRoute(contract.listDeviceAssignments, async ({ ctx, query }) =>
      listAssignments(
        db,
        ctx,
        { name: query.name, status: query.status, side: query.side, customerId: query.customerId },
        parseListQuery(query, {
          sortable: contract.ASSIGNMENT_SORTS,
          defaultSort: [{ field: 'id', direction: 'desc' }],
        }),
      ),
    ),
    defineRoute(contract.saveDeviceAssignment, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await saveAssignments(db, ctx, body) }),
    ),
    ...(
      [
        [contract.acceptDeviceAssignment, 'accept'],
        [contract.rejectDeviceAssignment, 'reject'],
        [contract.unassignDevice, 'unassign'],
      ] as const
    ).map(([endpoint, action]) =>
      defineRoute(endpoint, async ({ ctx, params, body }) => ({
        data: await answerAssignment(db, ctx, params.id, action, body.reason),
      })),
    ),

    // Reference data
    defineRoute(contract.listDefconPackageModels, async ({ query }) =>
      listPackageModels(db, deps.config, 'defcon', parseListQuery(query, { sortable: market.PRODUCT_SORTS })),
    ),
    defineRoute(contract.listDefconHardware, async ({ query }) => ({
      data: await listDefconHardware(db, query.type),
    })),
  ];
};
