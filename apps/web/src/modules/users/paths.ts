export const MY_PROFILE_PATH = '/core/users/profile';
export const profilePath = (userId: number | string) => `${MY_PROFILE_PATH}/${userId}`;
