import { Group, Pagination as MantinePagination, NativeSelect, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageButtons, pageCount } from './paging.ts';

export interface TablePaginationProps {
  page: number;
  rowsPerPage: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (rowsPerPage: number) => void;
  disabled?: boolean;
}

/** The pagination bar: rows per page (R180), the range shown, at most 6 page buttons (R181). */
export function TablePagination({
  page,
  rowsPerPage,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  disabled,
}: TablePaginationProps) {
  const { t, i18n } = useTranslation('common');
  // The edge controls point to the reading direction's start and end.
  const rtl = useDirection().dir === 'rtl';
  const pages = pageCount(total, rowsPerPage);
  // One formatter per language: `toLocaleString` with a locale builds a new one on every call.
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const format = (value: number) => numbers.format(value);
  const from = total === 0 ? 0 : (page - 1) * rowsPerPage + 1;
  const to = Math.min(total, page * rowsPerPage);
  const sizes = pageSizes.includes(rowsPerPage)
    ? pageSizes
    : [...pageSizes, rowsPerPage].sort((a, b) => a - b);

  return (
    <Group justify="space-between" gap="sm" px="md" py="xs" wrap="wrap" data-testid="data-table-pagination">
      <Group gap="md" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="data-table-page-size">
            {t('table.rowsPerPage')}
          </Text>
          <NativeSelect
            id="data-table-page-size"
            size="xs"
            w={80}
            value={String(rowsPerPage)}
            data={sizes.map(String)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            disabled={disabled}
          />
        </Group>
        <Text size="sm" c="dimmed" data-testid="data-table-range">
          {t('table.range', { from: format(from), to: format(to), total: format(total) })}
        </Text>
      </Group>
      <MantinePagination.Root
        total={pages}
        value={page}
        onChange={onPageChange}
        size="sm"
        disabled={disabled}
      >
        <Group gap={4} wrap="nowrap" role="navigation" aria-label={t('table.pagination')}>
          <MantinePagination.First
            icon={rtl ? IconChevronsRight : IconChevronsLeft}
            aria-label={t('table.pages.first')}
          />
          <MantinePagination.Previous
            icon={rtl ? IconChevronRight : IconChevronLeft}
            aria-label={t('table.pages.previous')}
          />
          {pageButtons(page, pages).map((number) => (
            <MantinePagination.Control
              key={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('table.page', { page: number })}
              onClick={() => onPageChange(number)}
            >
              {format(number)}
            </MantinePagination.Control>
          ))}
          <MantinePagination.Next
            icon={rtl ? IconChevronLeft : IconChevronRight}
            aria-label={t('table.pages.next')}
          />
          <MantinePagination.Last
            icon={rtl ? IconChevronsLeft : IconChevronsRight}
            aria-label={t('table.pages.last')}
          />
        </Group>
      </MantinePagination.Root>
    </Group>
  );
}
