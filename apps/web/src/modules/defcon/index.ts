import { defineModule } from '../../app/module.ts';
import { defconRoutes } from './routes.tsx';

/**
 * Defcon (spec §2, prefix /defcon): security response. Intrusion panels over SIA DC-09, their devices and
 * assignment to security companies, the security company's customers, police headquarters and local
 * stations, intrusion and status alarms with the escalation ladder, and the analysis dashboard.
 * A4: its pages are shown in English, left to right, even when Arabic is chosen (routes.tsx).
 */
export const defconModule = defineModule({
  id: 'defcon',
  family: 'app',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: defconRoutes },
});
