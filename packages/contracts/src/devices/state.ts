/** Derived device states, computed the same way by the server (lists, filters) and the web (badges). */

export const TOKEN_STATES = ['no-token', 'not-activated', 'expired', 'active'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];

/** R14, R15, R154: what the screens say of a device's token. */
export const TOKEN_STATE_MESSAGES: Record<TokenState, string> = {
  'no-token': 'has no token',
  'not-activated': 'not activated yet',
  expired: 'expired',
  active: 'active',
};

type When = Date | string | null | undefined;
const time = (value: When) => (value === null || value === undefined ? null : new Date(value).getTime());

/**
 * R14-R16: no token; not activated yet (no activation, or one still ahead); expired when expirationAt is
 * earlier than now; else active.
 */
export function tokenState(
  token: { activationAt: When; expirationAt: When } | null | undefined,
  now: Date = new Date(),
): TokenState {
  if (!token) return 'no-token';
  const activation = time(token.activationAt);
  if (activation === null || Number.isNaN(activation) || activation > now.getTime()) return 'not-activated';
  const expiration = time(token.expirationAt);
  if (expiration !== null && expiration < now.getTime()) return 'expired';
  return 'active';
}

/** When a token assigned at `activationAt` for `validityMonths` expires. */
export function tokenExpiration(activationAt: Date, validityMonths: number): Date {
  const end = new Date(activationAt);
  end.setUTCMonth(end.getUTCMonth() + validityMonths);
  return end;
}

export const CONNECTIVITIES = ['online', 'offline', 'never-seen'] as const;
export type Connectivity = (typeof CONNECTIVITIES)[number];

/** A device is online while its last report is younger than three reporting intervals (at least 2 minutes). */
export const onlineWindowMs = (reportingIntervalSeconds: number) =>
  Math.max(3 * reportingIntervalSeconds * 1000, 120_000);

export function connectivity(
  lastSeenAt: When,
  reportingIntervalSeconds: number,
  now: Date = new Date(),
): Connectivity {
  const seen = time(lastSeenAt);
  if (seen === null) return 'never-seen';
  return now.getTime() - seen <= onlineWindowMs(reportingIntervalSeconds) ? 'online' : 'offline';
}

export const DEVICE_STATES = ['active', 'blocked'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const INSTALL_STATES = ['not-installed', 'installed'] as const;
export type InstallState = (typeof INSTALL_STATES)[number];
