export const profilePath = (userId: number | string) => `/core/users/profile/${userId}`;
