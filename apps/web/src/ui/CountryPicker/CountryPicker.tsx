import { meta } from '@atrium/contracts';
import { Anchor, type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from './useCountries.ts';

export interface CountryPickerProps
  extends Omit<
    SelectProps<number>,
    'data' | 'value' | 'defaultValue' | 'onChange' | 'searchable' | 'filter'
  > {
  /** The selected country id; when empty the picker selects United Arab Emirates (spec §9, R200). */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (countryId: number, country: meta.Country) => void;
}

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * A searchable country select (spec §2, A51): names in the current language, United Arab Emirates when
 * nothing is chosen. A search matches the English or Arabic name or the ISO code, whatever the language.
 */
export function CountryPicker({ value, defaultValue, onChange, label, ...rest }: CountryPickerProps) {
  const { t } = useTranslation('common');
  const { language, data: countries, isPending, isError, refetch, isFetching } = useCountries();
  const [selected, select] = useUncontrolled<number | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange: (id, country: meta.Country) => {
      if (id !== null) onChange?.(id, country);
    },
  });

  const byId = useMemo(() => new Map(countries?.map((country) => [country.id, country])), [countries]);
  const options = useMemo(
    () => countries?.map((c): ComboboxItem<number> => ({ value: c.id, label: c.localizedNames[language] })),
    [countries, language],
  );

  // The form holds what the picker shows: an empty value becomes the default country once it is loaded.
  const fallback = byId.get(meta.DEFAULT_COUNTRY_ID);
  const selectFallback = useEffectEvent((country: meta.Country) => select(country.id, country));
  useEffect(() => {
    if (selected == null && fallback) selectFallback(fallback);
  }, [selected, fallback]);

  const filter: OptionsFilter<number> = ({ options: items, search }) => {
    const query = normalise(search.trim());
    if (!query) return items;
    return items.filter((item) => {
      const country = 'value' in item ? byId.get(item.value) : undefined;
      if (!country) return false;
      const { en, ar } = country.localizedNames;
      return [en, ar, country.code].some((text) => normalise(text).includes(query));
    });
  };

  return (
    <Select<number>
      label={label === undefined ? t('countryPicker.label') : label}
      placeholder={isPending ? t('countryPicker.loading') : t('countryPicker.placeholder')}
      {...rest}
      data={options ?? []}
      value={countries ? (selected ?? meta.DEFAULT_COUNTRY_ID) : null}
      onChange={(id) => {
        const country = id === null ? undefined : byId.get(id);
        if (country) select(country.id, country);
      }}
      searchable
      filter={filter}
      allowDeselect={false}
      nothingFoundMessage={t('countryPicker.nothingFound')}
      loading={isPending || (isError && isFetching)}
      disabled={rest.disabled || !countries}
      error={
        isError ? (
          <>
            {t('countryPicker.loadFailed')}{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => void refetch()}>
              {t('actions.retry')}
            </Anchor>
          </>
        ) : (
          rest.error
        )
      }
    />
  );
}
