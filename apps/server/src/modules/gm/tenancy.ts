import { ownCompanyTenancy } from '../scope/own-company.ts';

/** Global mobility's settings and staff belong to one company: the caller's (a system admin names it). */
export const gmTenancy = ownCompanyTenancy('Global mobility is for the users of a company');
