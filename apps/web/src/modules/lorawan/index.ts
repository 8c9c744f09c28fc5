import { defineModule } from '../../app/module.ts';
import { lorawanRoutes } from './routes.tsx';

/** LoRaWAN integrations (issue 21): a company's ChirpStack and The Things Stack connections, beside its gateways. */
export const lorawanModule = defineModule({
  id: 'lorawan',
  family: 'core',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['places'],
  },
  routes: { main: lorawanRoutes },
});
