export const MY_PROFILE_PATH = '/core/users/profile';
export const profilePath = (userId: number | string) => `${MY_PROFILE_PATH}/${userId}`;
export const profileEditPath = (userId: number | string) => `${profilePath(userId)}/edit`;
export const verifyNumberPath = (userId: number | string) => `${profilePath(userId)}/verifyNumber`;
export const ACCESS_LOG_PATH = '/core/users/access-log';
/** R124: act as the owner of company :id in this tab. */
export const loginAsOwnerPath = (companyId: number | string) =>
  `/core/users/login-as-company-owner/${companyId}`;
