import type { meta } from '@atrium/contracts';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { i18n } from '../../../app/i18n.ts';
import { createQueryClient } from '../../../app/queryClient.ts';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { CountryPicker, type CountryPickerProps } from '../CountryPicker.tsx';

// Mantine's first renders in jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const COUNTRIES: meta.Country[] = [
  { id: 3, code: 'DZ', name: 'Algeria', localizedNames: { en: 'Algeria', ar: 'الجزائر' } },
  { id: 63, code: 'EG', name: 'Egypt', localizedNames: { en: 'Egypt', ar: 'مصر' } },
  { id: 193, code: 'SA', name: 'Saudi Arabia', localizedNames: { en: 'Saudi Arabia', ar: 'السعودية' } },
  {
    id: 233,
    code: 'AE',
    name: 'United Arab Emirates',
    localizedNames: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  },
];

/** The server's answer: names and order in the request's language. */
const countriesReply = (language: string | undefined) => {
  const ar = language === 'ar';
  const data = COUNTRIES.map((c) => ({ ...c, name: ar ? c.localizedNames.ar : c.localizedNames.en })).sort(
    (a, b) => a.name.localeCompare(b.name, ar ? 'ar' : 'en'),
  );
  return json(200, { data, totalRecords: data.length });
};

function renderPicker(props: CountryPickerProps = {}) {
  const queryClient = createQueryClient(i18n);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n} env="test">
      <CountryPicker {...props} />
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup() };
}

const input = () => screen.getByLabelText(/^(Country|الدولة)$/, { selector: 'input' });

describe('[UI] country picker', { timeout: 30_000 }, () => {
  // Before rendering, not after: a language change reaches a still-mounted picker of the previous test.
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  test('A51 R200 loads GET /country and selects United Arab Emirates when there is no value', async () => {
    const { calls } = mockFetch((call) => countriesReply(call.headers['accept-language']));
    const onChange = vi.fn();
    renderPicker({ value: null, onChange });
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'Loading countries…');

    await waitFor(() => expect(input()).toHaveValue('United Arab Emirates'));
    expect(input()).toBeEnabled();
    expect(onChange).toHaveBeenCalledWith(233, expect.objectContaining({ code: 'AE' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/country' });
    expect(calls[0]?.headers.authorization).toBeUndefined(); // public: sign-up forms need it
  });

  test('shows the given country and reports the one picked after a search', async () => {
    mockFetch((call) => countriesReply(call.headers['accept-language']));
    const onChange = vi.fn();
    const { user } = renderPicker({ value: 63, onChange });
    await waitFor(() => expect(input()).toHaveValue('Egypt'));
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input());
    await user.type(input(), 'saudi');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Saudi Arabia']);
    await user.click(options[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(193, expect.objectContaining({ code: 'SA' }));
  });

  test('a search matches the ISO code and the name in the other language', async () => {
    mockFetch((call) => countriesReply(call.headers['accept-language']));
    const { user } = renderPicker();
    await waitFor(() => expect(input()).toHaveValue('United Arab Emirates'));
    await user.clear(input());
    await user.type(input(), 'ae');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'United Arab Emirates',
    ]);
    await user.clear(input());
    await user.type(input(), 'مصر');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Egypt']);
    await user.clear(input());
    await user.type(input(), 'atlantis');
    expect(await screen.findByText('No country matches your search')).toBeInTheDocument();
  });

  test('A3 in Arabic the names are Arabic, in the Arabic order, requested with Accept-Language ar', async () => {
    await i18n.changeLanguage('ar');
    const { calls } = mockFetch((call) => countriesReply(call.headers['accept-language']));
    const { user } = renderPicker();
    await waitFor(() => expect(input()).toHaveValue('الإمارات العربية المتحدة'));
    expect(calls[0]?.headers['accept-language']).toBe('ar');

    await user.click(input());
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['الإمارات العربية المتحدة', 'الجزائر', 'السعودية', 'مصر']);
  });

  test('switching the language relabels the selected country', async () => {
    mockFetch((call) => countriesReply(call.headers['accept-language']));
    renderPicker({ defaultValue: 193 });
    await waitFor(() => expect(input()).toHaveValue('Saudi Arabia'));
    await i18n.changeLanguage('ar');
    await waitFor(() => expect(input()).toHaveValue('السعودية'));
  });

  test('a failed load shows an error with a retry that loads again', async () => {
    let fail = true;
    mockFetch((call) =>
      fail ? json(500, { msg: 'Database unavailable' }) : countriesReply(call.headers['accept-language']),
    );
    const { user } = renderPicker();
    expect(await screen.findByText(/The countries could not be loaded/)).toBeInTheDocument();
    expect(input()).toBeDisabled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(input()).toHaveValue('United Arab Emirates'));
    expect(screen.queryByText(/The countries could not be loaded/)).not.toBeInTheDocument();
  });
});
