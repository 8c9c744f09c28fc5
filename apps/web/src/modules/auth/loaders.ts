import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ensureSession } from '../../app/guard.ts';
import { obtainAccessToken } from '../../lib/api.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { signInPath } from './paths.ts';

/** A13: a signed-in user opening sign-in goes on to the main layout (or to the pending redirect). */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  if (await obtainAccessToken()) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return null;
}

/** R124: acting as a company owner needs one's own session first; sign-in comes back here afterwards. */
export async function companyOwnerLoginLoader({ request }: LoaderFunctionArgs) {
  if (!(await ensureSession())) {
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return null;
}
