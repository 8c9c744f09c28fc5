import type { Paged } from '@atrium/contracts';
import * as panels from '@atrium/contracts/defcon/panels';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import { reloadOnPush } from '../../../lib/liveReload.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { defconKeys } from './keys.ts';
import { listParams } from './params.ts';

export { panels };

type PanelQuery = CallOptions<typeof panels.listPanels>['query'];
type PanelDeviceQuery = CallOptions<typeof panels.listPanelDevices>['query'];

/** GET /defcon/panel: one page of the panels the caller sees. */
export const fetchPanels = (query: TableQuery, signal?: AbortSignal): Promise<Paged<panels.PanelListItem>> =>
  call(panels.listPanels, { query: listParams(query) as PanelQuery, signal, cache: 'none' });

/** A panel's commands are pending until it answers: its page asks again every 2 s meanwhile. */
const pending = (panel: panels.PanelDetails | undefined) =>
  !!panel?.lastCommands.some((command) => command.state === 'queued' || command.state === 'sent');

export const usePanel = (id: number) =>
  useQuery({
    queryKey: defconKeys.panel(id),
    queryFn: async ({ signal }) =>
      (await call(panels.getPanel, { params: { id }, signal, cache: 'none' })).data,
    enabled: id > 0,
    refetchInterval: (query) => (pending(query.state.data) ? 2000 : false),
  });

type ArmFields = Pick<panels.PanelListItem, 'id' | 'armState' | 'armedAt' | 'armedBy'>;

/** A panel as it is after a pushed arm change. */
export const withArmState = <P extends ArmFields>(panel: P, event: panels.PanelStateEvent): P =>
  panel.id === event.panelId
    ? { ...panel, armState: event.armState, armedAt: event.armedAt, armedBy: event.armedBy }
    : panel;

/** Merges a pushed arm change into the cached panel details and panel lists. */
export function applyPanelState(queryClient: QueryClient, event: panels.PanelStateEvent) {
  queryClient.setQueryData<panels.PanelDetails>(defconKeys.panel(event.panelId), (panel) =>
    panel ? withArmState(panel, event) : panel,
  );
  queryClient.setQueriesData<Paged<panels.PanelListItem>>({ queryKey: defconKeys.panelList() }, (page) =>
    page?.data.some((row) => row.id === event.panelId)
      ? { ...page, data: page.data.map((row) => withArmState(row, event)) }
      : page,
  );
}

/** While mounted, a panel armed or disarmed (pushed to those who see it) shows so in lists and details. */
export function useLivePanelStates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(panels.PANEL_STATE_EVENT, (event) => applyPanelState(queryClient, event));
}

/** While a panel's page is open, its alarms and reports pushed over the socket reload it (zones, state, link). */
export function useLivePanel(id: number) {
  const queryClient = useQueryClient();
  useLivePanelStates();
  const reload = () => reloadOnPush(queryClient, defconKeys.panel(id));
  useRealtimeEvent('alarm', ({ alarm }) => {
    if (alarm.app === 'defcon' && alarm.device.id === id) reload();
  });
  useRealtimeEvent('device-state', (event) => {
    if (event.deviceId === id) reload();
  });
}

/** GET /defcon/panel/:id/device: one page of the panel's zone devices. */
export const fetchPanelDevices =
  (id: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<panels.PanelDeviceItem>> =>
    call(panels.listPanelDevices, { params: { id }, query: listParams(query) as PanelDeviceQuery, signal });

export const usePanelDevice = (panelId: number, id: number) =>
  useQuery({
    queryKey: defconKeys.panelDevice(panelId, id),
    queryFn: async ({ signal }) =>
      (await call(panels.getPanelDevice, { params: { panelId, id }, signal, cache: 'none' })).data,
    enabled: panelId > 0 && id > 0,
  });

/** The panel's command calls, by the name its buttons use. */
export type PanelAction =
  | { kind: 'arm'; mode: 'away' | 'stay' }
  | { kind: 'disarm' }
  | { kind: 'panic' }
  | { kind: 'wifi-scan' }
  | { kind: 'wifi-join'; body: panels.WifiJoinBody }
  | { kind: 'network-switch'; body: BodyOf<typeof panels.networkSwitchPanel> }
  | { kind: 'command'; body: panels.PanelCommandBody };

function send(id: number, action: PanelAction) {
  const params = { id };
  const options = { params, notify: { error: false } } as const;
  switch (action.kind) {
    case 'arm':
      return call(panels.activatePanel, { ...options, body: { mode: action.mode } });
    case 'disarm':
      return call(panels.deactivatePanel, options);
    case 'panic':
      return call(panels.panicPanel, options);
    case 'wifi-scan':
      return call(panels.wifiScanPanel, options);
    case 'wifi-join':
      return call(panels.wifiJoinPanel, { ...options, body: action.body });
    case 'network-switch':
      return call(panels.networkSwitchPanel, { ...options, body: action.body });
    case 'command':
      return call(panels.commandPanel, { ...options, body: action.body });
  }
}

/** Sends a command to the panel; resolves with the command (queued or sent); the panel reloads after. */
export function usePanelCommand(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PanelAction) => (await send(id, action)).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: defconKeys.panel(id) }),
  });
}

/** PATCH /defcon/panel/:id/owner: the panel (and its zones' devices) to another customer. */
export function useChangePanelOwner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (customerId: number) =>
      (await call(panels.changePanelOwner, { params: { id }, body: { customerId } })).data,
    onSuccess: (panel) => {
      queryClient.setQueryData(defconKeys.panel(id), panel);
      void queryClient.invalidateQueries({ queryKey: defconKeys.panels() });
    },
  });
}
