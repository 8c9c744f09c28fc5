import { defineModule } from '../../app/module.ts';
import { igniteShieldMainRoutes } from './routes.tsx';

/**
 * The sensor-solution app (spec §2 "Sensor solution app", prefix /ignite-shield): devices list, tokens,
 * inventory and device details with their actions; groups, templates, alarms and analysis come later.
 */
export const igniteShieldModule = defineModule({
  id: 'ignite-shield',
  family: 'swam',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: igniteShieldMainRoutes },
});
