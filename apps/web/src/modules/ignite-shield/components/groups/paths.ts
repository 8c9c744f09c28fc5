/** Spec §2 "Sensor solution app", groups: list (notifications and permissions tabs), create, edit, users. */

export const GROUPS_PATH = '/ignite-shield/groups';
export const GROUPS_LIST_PATH = `${GROUPS_PATH}/list`;
export const GROUP_CREATE_PATH = `${GROUPS_PATH}/create`;
export const GROUP_ADD_USER_PATH = `${GROUPS_PATH}/add-user`;
export const GROUP_TABS = ['notifications', 'permissions'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** The list on one tab (`?tab=`, since spec §2 names the tabs but not their paths). */
export const groupsListPath = (tab: GroupTab) => `${GROUPS_LIST_PATH}?tab=${tab}`;
export const permissionGroupEditPath = (id: number) => `${GROUPS_PATH}/edit-permission/${id}`;
export const notificationGroupEditPath = (id: number) => `${GROUPS_PATH}/edit-notification/${id}`;
export const groupUserEditPath = (userId: number) => `${GROUPS_PATH}/edit-user/${userId}`;
