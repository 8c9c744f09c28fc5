/** TanStack Query keys of access management: invalidate `all` after any write. */
export const accessKeys = {
  all: () => ['metro-watch', 'access'] as const,
  schedules: () => [...accessKeys.all(), 'schedules'] as const,
  schedule: (id: number) => [...accessKeys.schedules(), id] as const,
  credentials: () => [...accessKeys.all(), 'credentials'] as const,
  accesses: (type: string) => [...accessKeys.all(), 'accesses', type] as const,
  oneTimeLinks: () => [...accessKeys.all(), 'one-time'] as const,
  oneTimeLink: (token: string) => [...accessKeys.oneTimeLinks(), token] as const,
  calendar: (from: string, to: string) => [...accessKeys.all(), 'calendar', from, to] as const,
  options: (what: string) => [...accessKeys.all(), 'options', what] as const,
};
