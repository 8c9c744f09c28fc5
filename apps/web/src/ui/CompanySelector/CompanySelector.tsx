import { companyNameSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@atrium/contracts';
import {
  Badge,
  CloseButton,
  Combobox,
  Group,
  Input,
  InputBase,
  Loader,
  ScrollArea,
  Text,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_PAGE_SIZE,
  type CompanyLoader,
  type CompanyOption,
  listCompanies,
} from '../../lib/companies.ts';
import { selectCompany, useSelectedCompany } from '../../lib/company.ts';

interface CompanySelectorProps {
  /** Takes the width of its container (in the mobile navbar). */
  fullWidth?: boolean;
  /** Loads one page of companies; the default calls `GET /api/company`. */
  load?: CompanyLoader;
  /** Wait after the last keystroke before searching (R70: 700 ms). */
  debounceMs?: number;
}

/** Loads the next page once the list is scrolled past 90 % (R187). */
const NEAR_END = 0.9;

/**
 * The company an admin or integrator works on (spec §4, §6): a searchable list of companies, 10 at a time
 * (R188), searched by name from 2 characters (R72). Choosing one stores it, tells the listeners (R29) and
 * shows the company-change loader (R30, see CompanyChangeLoader).
 */
export function CompanySelector({
  fullWidth = false,
  load = listCompanies,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: CompanySelectorProps) {
  // `users` (the company types in the list) is no namespace of the shell's: asking for it here would hold the
  // header until it is fetched. The list opens later; until then a type shows as itself.
  const { t } = useTranslation('shell');
  const selected = useSelectedCompany();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, debounceMs);
  const nameFilter = companyNameSearch(debounced);
  const viewport = useRef<HTMLDivElement>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });

  const companies = useInfiniteQuery({
    queryKey: ['companies', 'selector', nameFilter ?? ''],
    queryFn: ({ pageParam, signal }) =>
      load({ nameFilter, limit: COMPANY_PAGE_SIZE, skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalRecords ? loaded : undefined;
    },
    enabled: combobox.dropdownOpened,
  });
  const options: CompanyOption[] = companies.data?.pages.flatMap((page) => page.data) ?? [];

  const onScroll = ({ y }: { x: number; y: number }) => {
    const element = viewport.current;
    if (!element || !companies.hasNextPage || companies.isFetchingNextPage) return;
    if ((y + element.clientHeight) / element.scrollHeight >= NEAR_END) void companies.fetchNextPage();
  };

  const onSubmit = (value: string) => {
    const company = options.find((option) => String(option.id) === value);
    if (company) selectCompany(company);
    combobox.closeDropdown();
  };

  let status: React.ReactNode = null;
  if (companies.isPending) status = <Loader size="xs" mx="auto" my={6} display="block" />;
  else if (companies.isError) status = <Combobox.Empty>{t('company.loadFailed')}</Combobox.Empty>;
  else if (options.length === 0) status = <Combobox.Empty>{t('company.nothingFound')}</Combobox.Empty>;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={onSubmit}
      width={fullWidth ? 'target' : 280}
      position="bottom-start"
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          w={fullWidth ? '100%' : 220}
          // WCAG 2.5.3: the name holds what the button shows (the company, or "All companies").
          aria-label={`${t('company.label')}: ${selected?.name ?? t('company.placeholder')}`}
          data-testid="company-selector"
          leftSection={<IconBuildingCommunity size={16} />}
          rightSection={
            selected ? (
              <CloseButton
                size="sm"
                aria-label={t('company.clear')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => selectCompany(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={selected ? 'all' : 'none'}
          onClick={() => combobox.toggleDropdown()}
        >
          {selected ? (
            <Text span size="sm" truncate="end">
              {selected.name}
            </Text>
          ) : (
            <Input.Placeholder style={{ whiteSpace: 'nowrap' }}>{t('company.placeholder')}</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('company.search')}
          aria-label={t('company.search')}
        />
        <Combobox.Options>
          <ScrollArea.Autosize
            mah={160}
            type="scroll"
            viewportRef={viewport}
            onScrollPositionChange={onScroll}
          >
            {options.map((company) => (
              <Combobox.Option
                key={company.id}
                value={String(company.id)}
                active={company.id === selected?.id}
              >
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate="end">
                    {company.name}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {t(`users:companyTypes.${company.type}`, { defaultValue: company.type })}
                  </Badge>
                </Group>
              </Combobox.Option>
            ))}
            {status}
            {companies.isFetchingNextPage && (
              <Text size="xs" c="dimmed" ta="center" py={4}>
                {t('company.loadingMore')}
              </Text>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
