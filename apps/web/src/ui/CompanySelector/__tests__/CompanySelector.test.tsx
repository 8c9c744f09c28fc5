import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import type { CompanyLoader, CompanyOption } from '../../../lib/companies.ts';
import { COMPANY_CHANGE_LOADER_MS, onCompanyChange, selectCompany } from '../../../lib/company.ts';
import { storage } from '../../../lib/storage.ts';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { CompanyChangeLoader } from '../CompanyChangeLoader.tsx';
import { CompanySelector } from '../CompanySelector.tsx';

const companies: CompanyOption[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Company ${String(i + 1).padStart(2, '0')}`,
  type: i % 2 ? 'Customer' : 'FMC',
}));

/** A fake GET /company: filters by name, pages by limit/skip. */
const fakeLoader = () =>
  vi.fn<CompanyLoader>(async ({ nameFilter, limit, skip }) => {
    const matching = companies.filter(
      (c) => !nameFilter || c.name.toLowerCase().includes(nameFilter.toLowerCase()),
    );
    return { data: matching.slice(skip, skip + limit), totalRecords: matching.length };
  });

function renderSelector(load: CompanyLoader) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <CompanySelector load={load} debounceMs={0} />
          <CompanyChangeLoader />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('[CORE][COMPANY] company selector', { timeout: 30_000 }, () => {
  beforeEach(() => storage.remove('company'));
  afterEach(() => selectCompany(null));

  test('R188 opening it loads the first 10 companies, without a name filter', async () => {
    const load = fakeLoader();
    const user = renderSelector(load);
    await user.click(screen.getByRole('button', { name: /^Company:/ }));
    expect(await screen.findByRole('option', { name: /Company 01/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(load).toHaveBeenCalledWith({ nameFilter: undefined, limit: 10, skip: 0 }, expect.anything());
    expect(screen.getByRole('option', { name: /Company 01/ })).toHaveTextContent('FMC');
  });

  test('R72 the name search is only sent when longer than 1 character', async () => {
    const load = fakeLoader();
    const user = renderSelector(load);
    await user.click(screen.getByRole('button', { name: /^Company:/ }));
    await screen.findByRole('option', { name: /Company 01/ });
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), '2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load.mock.calls.every(([query]) => query.nameFilter === undefined)).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), '1');
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith({ nameFilter: '21', limit: 10, skip: 0 }, expect.anything()),
    );
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('Company 21');
  });

  test('R187 scrolling past 90 % of the list loads the next page', async () => {
    const load = fakeLoader();
    const user = renderSelector(load);
    await user.click(screen.getByRole('button', { name: /^Company:/ }));
    await screen.findByRole('option', { name: /Company 10/ });
    const viewport = screen.getByRole('listbox').querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
    expect(viewport).not.toBeNull();
    if (!viewport) return;
    Object.defineProperty(viewport, 'scrollHeight', { configurable: true, value: 400 });
    Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: 160 });
    viewport.scrollTop = 220;
    fireEvent.scroll(viewport);
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith({ nameFilter: undefined, limit: 10, skip: 10 }, expect.anything()),
    );
    expect(await screen.findByRole('option', { name: /Company 20/ })).toBeInTheDocument();
  });

  test('R29 choosing a company keeps it, shows it, and tells the listeners; R30 the loader shows', async () => {
    const listener = vi.fn();
    const off = onCompanyChange(listener);
    const user = renderSelector(fakeLoader());
    await user.click(screen.getByRole('button', { name: /^Company:/ }));
    await user.click(await screen.findByRole('option', { name: /Company 03/ }));
    expect(listener).toHaveBeenCalledWith({ id: 3, name: 'Company 03', type: 'FMC' });
    expect(storage.get('company')).toEqual({ id: 3, name: 'Company 03', type: 'FMC' });
    expect(screen.getByRole('button', { name: /^Company:/ })).toHaveTextContent('Company 03');
    expect(screen.getByRole('status')).toHaveTextContent('Switching company…');

    await user.click(screen.getByRole('button', { name: 'Show all companies' }));
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(storage.get('company')).toBeNull();
    off();
  });

  test('a failed load says so inside the list', async () => {
    const user = renderSelector(vi.fn<CompanyLoader>().mockRejectedValue(new Error('down')));
    await user.click(screen.getByRole('button', { name: /^Company:/ }));
    expect(await screen.findByText('Companies could not be loaded')).toBeInTheDocument();
  });

  test('the default loader calls GET /api/company with nameFilter, limit and skip', async () => {
    storage.set('accessToken', 'x.y.z');
    const { calls } = mockFetch(() => json(200, { data: [], totalRecords: 0 }));
    const { listCompanies } = await import('../../../lib/companies.ts');
    await listCompanies({ nameFilter: ' ab ', limit: 10, skip: 20 }).catch(() => null);
    await listCompanies({ nameFilter: 'a', limit: 10, skip: 0 }).catch(() => null);
    const paths = calls.map((call) => call.path).filter((path) => path.startsWith('/api/company'));
    expect(paths).toEqual(['/api/company?nameFilter=ab&limit=10&skip=20', '/api/company?limit=10&skip=0']);
  });
});

describe('[CORE][COMPANY] company-change loader', { timeout: 30_000 }, () => {
  test('R30 shows for 2 s after a company is chosen', () => {
    vi.useFakeTimers();
    try {
      render(
        <I18nextProvider i18n={i18n}>
          <MantineProvider env="test">
            <CompanyChangeLoader />
          </MantineProvider>
        </I18nextProvider>,
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => selectCompany({ id: 9, name: 'Nine', type: 'AMC' }));
      expect(screen.getByRole('status')).toHaveTextContent('Switching company…');
      act(() => vi.advanceTimersByTime(COMPANY_CHANGE_LOADER_MS - 1));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(COMPANY_CHANGE_LOADER_MS).toBe(2000);
    } finally {
      act(() => selectCompany(null));
      vi.useRealTimers();
    }
  });
});
