import { defineModule } from '../../kernel/module.ts';
import { companyRoutes } from './companies.routes.ts';
import { seedDemoCompanies } from './companies.seed.ts';

export const companiesModule = defineModule({
  name: 'companies',
  routes: companyRoutes,
  seed: seedDemoCompanies,
});
