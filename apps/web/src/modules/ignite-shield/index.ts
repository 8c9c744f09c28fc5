import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/english.ts';
import { igniteShieldMainRoutes } from './routes.tsx';

/**
 * The sensor-solution app (spec §2 "Sensor solution app", prefix /ignite-shield): devices list, tokens,
 * inventory and device details with their actions; groups, templates, alarms and analysis come later.
 */
export const igniteShieldModule = defineModule({
  id: 'ignite-shield',
  family: 'swam',
  i18n: {
    en: withShell(en),
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: { main: igniteShieldMainRoutes },
});
