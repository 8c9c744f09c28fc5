import { screen } from '@testing-library/react';
import type { FetchCall } from '../../../testing/fixtures.ts';
import { json } from '../../../testing/fixtures.ts';

/** Shared bits of the auth page tests. */

/** A token of the contract's length (16-128 characters). */
export const TOKEN = 'tok3n-0123456789abcdef0123456789';
/** Meets every password rule of spec §5. */
export const STRONG = 'Str0ng#pass';

export const LINK_INVALID = { msg: 'This link is invalid or has expired', code: 'AUTH_LINK_INVALID' };

type Routes = Record<string, (call: FetchCall) => Response>;

/** A fetch handler by `METHOD path-prefix`; anything else is a 404 so surprises show. */
export const byRoute =
  (routes: Routes) =>
  (call: FetchCall): Response => {
    const key = Object.keys(routes).find((route) => {
      const [method, prefix] = route.split(' ');
      return call.method === method && !!prefix && call.path.startsWith(prefix);
    });
    return key ? (routes[key]?.(call) ?? json(404, {})) : json(404, { msg: 'Not found', code: 'NOT_FOUND' });
  };

export const noContent = () => json(204, null);

/** The rules of the checklist, by label, as met or not. */
export const checklist = () =>
  Object.fromEntries(
    Array.from(screen.getByTestId('password-rules').querySelectorAll('li')).map((item) => [
      item.dataset.rule,
      item.dataset.met === 'true',
    ]),
  );
