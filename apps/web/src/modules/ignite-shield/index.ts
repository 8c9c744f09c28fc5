import { defineModule } from '../../app/module.ts';
import alarmsAr from './i18n/alarms.ar.json';
import alarmsEn from './i18n/alarms.en.json';
import analysisAr from './i18n/analysis.ar.json';
import analysisEn from './i18n/analysis.en.json';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import groupsAr from './i18n/groups.ar.json';
import groupsEn from './i18n/groups.en.json';
import templatesAr from './i18n/templates.ar.json';
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
    ar: { ...ar, ...templatesAr, ...alarmsAr, ...analysisAr, ...groupsAr },
  },
  routes: { main: igniteShieldMainRoutes },
});
