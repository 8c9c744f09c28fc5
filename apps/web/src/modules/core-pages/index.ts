import { defineModule } from '../../app/module.ts';
import { corePagesEntry } from './entry.ts';
import { corePagesMainRoutes } from './routes.tsx';

/**
 * Spec §2 core pages: terms and conditions and the data policy (public), what's new per version (signed in,
 * and public at /global/updates) with the §3 "last seen updates" marker; English and Arabic (A5). English is
 * bundled: the public pages show before sign-in (their long texts come with the pages).
 */
export const corePagesModule = defineModule({
  ...corePagesEntry,
  routes: { ...corePagesEntry.routes, main: corePagesMainRoutes },
});
