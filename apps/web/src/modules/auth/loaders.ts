import { type LoaderFunctionArgs, redirect } from 'react-router';
import { obtainAccessToken } from '../../lib/api.ts';
import { safeRedirect } from '../../lib/redirect.ts';

/** A13: a signed-in user opening sign-in goes on to the main layout (or to the pending redirect). */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  if (await obtainAccessToken()) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return null;
}
