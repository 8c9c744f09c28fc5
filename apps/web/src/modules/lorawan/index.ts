import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { lorawanRoutes } from './routes.tsx';

/** LoRaWAN integrations (issue 21): a company's ChirpStack and The Things Stack connections, beside its gateways. */
export const lorawanModule = defineModule({
  id: 'lorawan',
  family: 'core',
  i18n: {
    en: withShell(en),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: lorawanRoutes },
});
