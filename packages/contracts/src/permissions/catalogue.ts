/**
 * The permission catalogue of spec §6: modules (`m_`), sub-modules (`sm_`) and actions (`p_`).
 * Written once here; the server checks routes against it and the web builds its screens from it.
 * Order matters: the `permissions` header encodes keys by their position (see codec.ts), so new
 * entries are appended to a module's lists, never inserted.
 */

export type PermissionKind = 'module' | 'subModule' | 'action';

export interface Permission {
  key: string;
  kind: PermissionKind;
  /** The module or sub-module key this entry belongs to; null for modules. */
  parent: string | null;
  /** Human label (English); the web translates by key. */
  label: string;
  /** Action keys that must be on whenever this one is (spec §4 permission toggling). */
  dependsOn: string[];
}

interface ScopeSpec {
  label: string;
  actions: readonly string[];
}
interface ModuleSpec extends ScopeSpec {
  sub?: Record<string, ScopeSpec>;
}

const CRUD = ['view', 'create', 'update', 'delete'] as const;
const APP_SUBS = {
  devices: { label: 'Devices', actions: ['view', 'install', 'update', 'control', 'move', 'transfer'] },
  alarms: { label: 'Alarms', actions: ['view', 'acknowledge', 'comment', 'escalate', 'terminate'] },
  templates: { label: 'Templates', actions: CRUD },
  groups: { label: 'Groups', actions: CRUD },
  analysis: { label: 'Analysis', actions: ['view'] },
} satisfies Record<string, ScopeSpec>;
/** The apps whose devices the core registry serves add blocking (spec §4: block, unblock) to the device actions. */
const DEVICE_APP_SUBS = {
  ...APP_SUBS,
  devices: { ...APP_SUBS.devices, actions: [...APP_SUBS.devices.actions, 'block'] },
} satisfies Record<string, ScopeSpec>;

const MODULES: Record<string, ModuleSpec> = {
  market: { label: 'Market', actions: ['view', 'purchase'] },
  company: {
    label: 'Company',
    actions: CRUD,
    sub: {
      users: { label: 'Users', actions: [...CRUD, 'assign_role'] },
      service_requests: {
        label: 'Service requests',
        actions: ['view', 'send', 'handle', 'cancel', 'disengage'],
      },
      contract_management: { label: 'Contract management', actions: ['view', 'update'] },
    },
  },
  area: { label: 'Area', actions: CRUD, sub: { geofences: { label: 'Geofences', actions: CRUD } } },
  report: { label: 'Report', actions: [...CRUD, 'export'] },
  structure: {
    label: 'Structure',
    actions: CRUD,
    sub: { lorawan_gateways: { label: 'LoRaWAN gateways', actions: CRUD } },
  },
  user: { label: 'User', actions: [...CRUD, 'reset_password'] },
  product: { label: 'Product', actions: ['view', 'create', 'update', 'customize'] },
  package: { label: 'Package', actions: ['view', 'create', 'deploy'] },
  order: { label: 'Order', actions: ['view', 'create', 'update', 'pay', 'deploy'] },
  asset: {
    label: 'Asset',
    actions: [...CRUD, 'lock', 'unlock'],
    // Asset watch (issue 21): the kit's scopes, its asset types, indoor zones and report templates.
    sub: {
      ...DEVICE_APP_SUBS,
      types: { label: 'Asset types', actions: CRUD },
      zones: { label: 'Indoor zones', actions: CRUD },
      reports: { label: 'Asset reports', actions: [...CRUD, 'export'] },
    },
  },
  log: { label: 'Log', actions: ['view'] },
  metrowatch: {
    label: 'Metro Watch',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      access: { label: 'Access management', actions: ['view', 'grant', 'revoke'] },
    },
  },
  defcon: {
    label: 'Defcon',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      panels: { label: 'Panels', actions: ['view', 'activate', 'command', 'panic', 'transfer'] },
      customers: { label: 'Security company customers', actions: CRUD },
      police: { label: 'Police stations', actions: CRUD },
      settings: { label: 'Intrusion settings', actions: ['view', 'update'] },
    },
  },
  gm: {
    label: 'Global mobility',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      staff: { label: 'Staff management', actions: CRUD },
      // Issue 22: who is told of which alarms, by which channel, and whom to escalate to.
      notification_settings: { label: 'Notification settings', actions: CRUD },
    },
  },
  school: {
    label: 'School',
    actions: ['view'],
    sub: { ...APP_SUBS, classes: { label: 'Classes', actions: CRUD } },
  },
  swam: { label: 'Sensor solution', actions: ['view'], sub: DEVICE_APP_SUBS },
  cn: {
    label: 'Neuron (ANPR)',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      residents: { label: 'Residents', actions: CRUD },
      accesses: { label: 'Plate accesses', actions: CRUD },
      vehicle_logs: { label: 'Vehicle logs', actions: ['view'] },
    },
  },
  job_scheduling: { label: 'Job scheduling', actions: CRUD },
  rodent: {
    label: 'Rodent control',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      // Spec A40's `cloud-orbit.alarms.operationalAlarm.view`: without it the alarms open on status.
      operational_alarms: { label: 'Operational alarms', actions: ['view'] },
      visits: { label: 'Technician visits', actions: ['view', 'create'] },
    },
  },
  fleet: {
    label: 'Fleet',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      vehicles: { label: 'Vehicles', actions: [...CRUD, 'suspend'] },
      job_cards: { label: 'Job cards', actions: CRUD },
      drivers: { label: 'Drivers', actions: CRUD },
      routes: { label: 'Routes and points of interest', actions: CRUD },
      reports: { label: 'Fleet reports', actions: ['view', 'create', 'delete'] },
    },
  },
  smart_parking: {
    label: 'Smart parking',
    actions: ['view'],
    sub: { ...DEVICE_APP_SUBS, locations: { label: 'Parking locations', actions: CRUD } },
  },
  facility_booking: {
    label: 'Facility booking',
    actions: ['view'],
    sub: {
      ...DEVICE_APP_SUBS,
      reservations: { label: 'Reservations', actions: [...CRUD, 'cancel'] },
      buildings: { label: 'Buildings and spaces', actions: CRUD },
      visitors: { label: 'Visitors', actions: CRUD },
    },
  },
};

export const moduleKey = (module: string) => `m_${module}`;
export const subModuleKey = (module: string, sub: string) => `sm_${module}_${sub}`;
export const actionKey = (scope: string, action: string) => `p_${scope}_${action}`;

function scopeActions(scope: string, parent: string, spec: ScopeSpec): Permission[] {
  const view = spec.actions.includes('view') ? actionKey(scope, 'view') : undefined;
  return spec.actions.map((action) => {
    const key = actionKey(scope, action);
    return {
      key,
      kind: 'action' as const,
      parent,
      label: `${spec.label}: ${action.replaceAll('_', ' ')}`,
      // Doing anything with a thing requires seeing it.
      dependsOn: view && key !== view ? [view] : [],
    };
  });
}

function build(): Permission[] {
  const out: Permission[] = [];
  for (const [module, spec] of Object.entries(MODULES)) {
    const m = moduleKey(module);
    out.push({ key: m, kind: 'module', parent: null, label: spec.label, dependsOn: [] });
    out.push(...scopeActions(module, m, spec));
    for (const [sub, subSpec] of Object.entries(spec.sub ?? {})) {
      const sm = subModuleKey(module, sub);
      out.push({
        key: sm,
        kind: 'subModule',
        parent: m,
        label: `${spec.label} / ${subSpec.label}`,
        dependsOn: [],
      });
      out.push(...scopeActions(`${module}_${sub}`, sm, subSpec));
    }
  }
  return out;
}

/** Every permission, in stable order. */
export const PERMISSIONS: readonly Permission[] = build();
export const PERMISSION_KEYS: readonly string[] = PERMISSIONS.map((p) => p.key);
const byKey = new Map(PERMISSIONS.map((p) => [p.key, p]));

export const isRegisteredPermission = (key: string) => byKey.has(key);
export const permissionOf = (key: string) => byKey.get(key);
/** The keys a grant of `key` brings with it: itself, its dependencies and its ancestors (module, sub-module). */
export function withImplied(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const visit = (key: string) => {
    const entry = byKey.get(key);
    if (!entry || out.has(key)) return;
    out.add(key);
    for (const dep of entry.dependsOn) visit(dep);
    if (entry.parent) visit(entry.parent);
  };
  for (const key of keys) visit(key);
  return out;
}

/** The keys whose grant brings `key` with it (`withImplied` read backwards): `key` itself and its actions. */
const granting = new Map<string, readonly string[]>();
export function grantingKeys(key: string): readonly string[] {
  let keys = granting.get(key);
  if (!keys) {
    keys = PERMISSION_KEYS.filter((k) => withImplied([k]).has(key));
    granting.set(key, keys);
  }
  return keys;
}

/** Turning an action on adds its dependencies (R2); turning it off removes it (R3). */
export function toggle(current: Iterable<string>, key: string, on: boolean): Set<string> {
  const next = new Set(current);
  if (!on) {
    next.delete(key);
    return next;
  }
  for (const implied of withImplied([key])) next.add(implied);
  return next;
}

/** Modules and sub-modules with their children, for the permissions screen (GET /permissions/hierarchy). */
export interface PermissionNode extends Permission {
  children: PermissionNode[];
}
export function hierarchy(): PermissionNode[] {
  const nodes = new Map(PERMISSIONS.map((p) => [p.key, { ...p, children: [] as PermissionNode[] }]));
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
