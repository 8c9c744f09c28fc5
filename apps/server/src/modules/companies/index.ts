import { defineModule } from '../../kernel/module.ts';
import { seedDemoCompanies } from './companies.seed.ts';

export const companiesModule = defineModule({ name: 'companies', seed: seedDemoCompanies });
