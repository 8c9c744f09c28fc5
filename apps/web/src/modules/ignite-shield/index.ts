import { defineModule } from '../../app/module.ts';
import alarmsEn from './i18n/alarms.en.json';
import analysisEn from './i18n/analysis.en.json';
import en from './i18n/en.json';
import groupsEn from './i18n/groups.en.json';
import templatesEn from './i18n/templates.en.json';
import { igniteShieldMainRoutes } from './routes.tsx';

/**
 * The sensor-solution app (spec §2 "Sensor solution app", prefix /ignite-shield): devices list, tokens,
 * inventory and device details with their actions; groups, templates, alarms and analysis come later.
 */
export const igniteShieldModule = defineModule({
  id: 'ignite-shield',
  family: 'swam',
  i18n: {
    en: { ...en, ...templatesEn, ...alarmsEn, ...analysisEn, ...groupsEn },
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: { main: igniteShieldMainRoutes },
});
