import { defineModule } from '../../kernel/module.ts';
import { companyRoutes } from './companies.routes.ts';
import { seedDemoCompanies } from './companies.seed.ts';
import { companyServiceRoutes } from './company-services.routes.ts';

export const companiesModule = defineModule({
  name: 'companies',
  routes: (deps) => [...companyRoutes(deps), ...companyServiceRoutes(deps)],
  seed: seedDemoCompanies,
});
