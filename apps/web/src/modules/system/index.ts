import { defineModule } from '../../app/module.ts';
import { systemEntry } from './entry.ts';
import { systemMainRoutes } from './routes.tsx';

/** System pages: page not found, not available on mobile (public), and the development item keys. */
export const systemModule = defineModule({
  ...systemEntry,
  routes: { ...systemEntry.routes, main: systemMainRoutes },
});
