import { auth, type system } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';

/** The contract's bounds of an emailed token; anything else cannot be a link of ours. */
export const isLinkToken = (token: string | null | undefined): token is string =>
  !!token && token.length >= 16 && token.length <= 128;

/** A refused link: the server's 400 AUTH_LINK_INVALID, or a 418 about the token itself. */
export const isInvalidLink = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === auth.INVALID_LINK.code || !!error.fieldErrors?.some((item) => item.param === 'token'));

export const isNotVerified = (error: unknown): boolean =>
  error instanceof ApiError && error.code === auth.NOT_VERIFIED.code;

/**
 * Whether the brand offers self sign-up (spec §2: absent in an alternative brand variant). The config has
 * no such flag yet: a `brand.signUpEnabled` of `false` switches it off; absent means on.
 */
export const isSignUpEnabled = (config: system.PublicConfig): boolean =>
  (config.brand as { signUpEnabled?: unknown }).signUpEnabled !== false;

/**
 * The text of a failed auth call: the auth namespace's translation of its code (the server's message in
 * English; the wait of a 429 carried over), else the shared `describeError`.
 */
export function authErrorText(t: TFunction, error: unknown): string {
  const fallback = describeError(t, error);
  if (!(error instanceof ApiError) || !error.code) return fallback;
  if (error.code === 'RATE_LIMITED') {
    const seconds = /(\d+) seconds?/.exec(error.msg)?.[1];
    return seconds ? t('auth:errors.RATE_LIMITED', { seconds }) : fallback;
  }
  return t(`auth:errors.${error.code}`, { defaultValue: fallback });
}

/** R124 refusals: no such company or no active owner (404), one's own company (400 AUTH_OWN_COMPANY). */
export const OWN_COMPANY = 'AUTH_OWN_COMPANY';
export function actAsErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('auth:ownerLogin.notFound');
  if (error instanceof ApiError && error.status === 403) return t('auth:ownerLogin.forbidden');
  return authErrorText(t, error);
}
