import { companies } from '@atrium/contracts';

/** R13: the label of a contract status, from the contract: Inactive reads "Suspended". */
export const contractStatusLabelOf = (status: companies.Company['contractStatus']) =>
  companies.contractStatusLabel(status) as 'Active' | 'Suspended';
