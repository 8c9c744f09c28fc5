import { permissions } from '@atrium/contracts';

const { PERMISSION_KEYS, withImplied } = permissions;

/** Every key of one catalogue module (`m_x`, `sm_x_*`, `p_x_*`). */
const allOf = (module: string) =>
  PERMISSION_KEYS.filter(
    (k) => k === `m_${module}` || k.startsWith(`sm_${module}_`) || k.startsWith(`p_${module}_`),
  );
const grant = (...keys: string[]) => [...withImplied(keys)];

export interface SystemRole {
  key: string;
  name: string;
  app: string | null;
  description: string;
  permissions: string[];
}

/** The named roles of spec §6 (R118-R122) plus the roles every company starts with. */
export const SYSTEM_ROLES: SystemRole[] = [
  {
    key: 'company_owner',
    name: 'Company owner',
    app: null,
    description: 'Everything within their own company',
    permissions: [...PERMISSION_KEYS],
  },
  {
    key: 'company_member',
    name: 'Company member',
    app: null,
    description: 'Sees the company, its structures, assets, areas and reports',
    permissions: grant('p_company_view', 'p_structure_view', 'p_asset_view', 'p_area_view', 'p_report_view'),
  },
  ...[
    ['security_company_admin', 'Security company admin', allOf('defcon')],
    [
      'operator',
      'Operator',
      grant(
        'p_defcon_alarms_acknowledge',
        'p_defcon_alarms_comment',
        'p_defcon_alarms_escalate',
        'p_defcon_alarms_terminate',
        'p_defcon_settings_view',
        'p_defcon_devices_view',
        'p_defcon_panels_command',
        'p_defcon_analysis_view',
      ),
    ],
    ['responder', 'Responder', grant('p_defcon_alarms_acknowledge', 'p_defcon_alarms_comment')],
    ['customer', 'Customer', grant('p_defcon_alarms_view', 'p_defcon_devices_view', 'p_defcon_panels_panic')],
    [
      'police_hq',
      'Police HQ',
      grant(
        'p_defcon_alarms_escalate',
        'p_defcon_alarms_comment',
        ...allOf('defcon').filter((k) => k.includes('_police')),
      ),
    ],
    [
      'local_police',
      'Local police',
      grant(
        'p_defcon_alarms_acknowledge',
        'p_defcon_alarms_comment',
        'p_defcon_alarms_terminate',
        'p_defcon_police_view',
      ),
    ],
  ].map(([key, name, keys]) => ({
    key: `defcon_${key}`,
    name: `Defcon ${name}`,
    app: 'defcon',
    description: `Defcon ${(name as string).toLowerCase()}`,
    permissions: keys as string[],
  })),
  ...[
    ['admin', 'Admin', allOf('gm')],
    [
      'operator',
      'Operator',
      grant(
        'p_gm_devices_control',
        'p_gm_alarms_escalate',
        'p_gm_alarms_acknowledge',
        'p_gm_alarms_comment',
        'p_gm_staff_view',
        'p_gm_notification_settings_create',
        'p_gm_notification_settings_update',
      ),
    ],
    // Responders find the person in trouble (devices, last position) and answer their SOS.
    ['responder', 'Responder', grant('p_gm_devices_view', 'p_gm_alarms_acknowledge', 'p_gm_alarms_comment')],
  ].map(([key, name, keys]) => ({
    key: `gm_${key}`,
    name: `Global mobility ${name}`,
    app: 'gm',
    description: `Global mobility ${(name as string).toLowerCase()}`,
    permissions: keys as string[],
  })),
  ...[
    ['admin', 'Admin', allOf('school')],
    [
      'teacher',
      'Teacher',
      grant('p_school_classes_update', 'p_school_analysis_view', 'p_school_alarms_view'),
    ],
    ['student', 'Student', grant('p_school_view')],
  ].map(([key, name, keys]) => ({
    key: `school_${key}`,
    name: `School ${name}`,
    app: 'school',
    description: `School ${(name as string).toLowerCase()}`,
    permissions: keys as string[],
  })),
  ...[
    ['admin', 'Admin', allOf('cn')],
    [
      'supervisor',
      'Supervisor',
      grant('p_cn_residents_view', 'p_cn_alarms_acknowledge', 'p_cn_devices_view'),
    ],
  ].map(([key, name, keys]) => ({
    key: `cn_${key}`,
    name: `Neuron ${name}`,
    app: 'cn',
    description: `Neuron (ANPR) ${(name as string).toLowerCase()}`,
    permissions: keys as string[],
  })),
  {
    key: 'fleet_driver',
    name: 'Fleet driver',
    app: 'fleet',
    description: 'Drivers see their job cards and vehicles; the fleet app itself is hidden for them (A38)',
    permissions: grant('p_fleet_job_cards_update', 'p_fleet_vehicles_view'),
  },
];
