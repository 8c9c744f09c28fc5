/** Contract status (R13): Inactive is shown as "Suspended". */
export const CONTRACT_STATUSES = ['Active', 'Inactive'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const contractStatusLabel = (status: ContractStatus) =>
  status === 'Inactive' ? 'Suspended' : 'Active';
