/** The kit's screens under an app's web prefix (spec §2: the same sub-paths in every app). */
export function kitPaths(prefix: string) {
  const devices = `${prefix}/devices`;
  const templates = `${prefix}/templates`;
  const groups = `${prefix}/groups`;
  const analysis = `${prefix}/analysis`;
  return {
    root: prefix,
    devices,
    devicesList: `${devices}/list`,
    deviceTokens: `${devices}/tokens`,
    deviceInventory: `${devices}/inventory`,
    templates,
    templatesList: `${templates}/list`,
    templateCreate: `${templates}/create`,
    /** `<prefix>/templates/:id/create`: a new template prefilled as a copy of template :id. */
    templateCopy: (id: number) => `${templates}/${id}/create`,
    templateEdit: (id: number) => `${templates}/${id}/edit`,
    templateDetails: (id: number) => `${templates}/${id}/details`,
    alarms: `${prefix}/alarms`,
    groups,
    groupsList: `${groups}/list`,
    groupCreate: `${groups}/create`,
    groupAddUser: `${groups}/add-user`,
    /** The list on one tab (`?tab=`, since spec §2 names the tabs but not their paths). */
    groupsListTab: (tab: GroupTab) => `${groups}/list?tab=${tab}`,
    permissionGroupEdit: (id: number) => `${groups}/edit-permission/${id}`,
    notificationGroupEdit: (id: number) => `${groups}/edit-notification/${id}`,
    groupUserEdit: (userId: number) => `${groups}/edit-user/${userId}`,
    analysis,
    structurePortfolio: `${analysis}/structure-portfolio`,
    analysisCompare: `${analysis}/compare`,
    structurePortfolioV2: `${analysis}/v2/structure-portfolio`,
  };
}

export type KitPaths = ReturnType<typeof kitPaths>;

/** The solution-scoped form of a module path (`.../solution/:solutionId`). */
export const SOLUTION_SUFFIX = 'solution/:solutionId';

/** The four alarm screens of spec §2: open and closed alarms of each category. */
export const ALARM_SCREENS = [
  { segment: 'operational', category: 'operational', closed: false },
  { segment: 'operational-history', category: 'operational', closed: true },
  { segment: 'status', category: 'status', closed: false },
  { segment: 'status-history', category: 'status', closed: true },
] as const;

export const GROUP_TABS = ['notifications', 'permissions'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** A route path relative to the main layout. */
export const relative = (path: string) => path.replace(/^\//, '');
