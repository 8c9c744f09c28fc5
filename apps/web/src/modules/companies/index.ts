import { defineModule } from '../../app/module.ts';
import { companiesEntry } from './entry.ts';
import { companiesMainRoutes } from './routes.tsx';

/** Companies and customers (spec §2 core/companies, core/customers): list, create, profile, edit. */
export const companiesModule = defineModule({ ...companiesEntry, routes: { main: companiesMainRoutes } });
