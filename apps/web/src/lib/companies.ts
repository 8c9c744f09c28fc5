import { type auth, companies, companyNameSearch, type Paged } from '@atrium/contracts';
import { call } from './api.ts';

/** The company list of the company selector: `GET /api/company?nameFilter=&limit=10&skip=`. */
export type CompanyOption = Pick<companies.Company, 'id' | 'name' | 'type'> & { type: auth.CompanyType };

export interface CompanyListQuery {
  /** Sent only when longer than 1 character (R72). */
  nameFilter?: string;
  limit: number;
  skip: number;
}

/** R188: company search pages of 10. */
export const COMPANY_PAGE_SIZE = 10;

export type CompanyLoader = (query: CompanyListQuery, signal?: AbortSignal) => Promise<Paged<CompanyOption>>;

export const listCompanies: CompanyLoader = ({ nameFilter, limit, skip }, signal) =>
  call(companies.list, {
    query: { nameFilter: companyNameSearch(nameFilter), limit: String(limit), skip: String(skip) },
    signal,
    notify: false, // the selector shows its own error
  });
