import { ActionIcon, Button, Center, Group, SegmentedControl, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconLayoutGrid, IconLayoutList, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../SearchBox/index.ts';
import { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings.tsx';

export interface TableToolbarProps {
  /** The search box, bound to the filter's search key; null hides it. */
  search: { value: string; onSearch: (term: string) => void; placeholder?: string } | null;
  /** The page's own controls (Add Filter, filter chips, a create button...). */
  extra?: ReactNode;
  onReset: () => void;
  view: 'rows' | 'grid';
  onViewChange: (view: 'rows' | 'grid') => void;
  /** Shown when set. */
  onExport?: () => void;
  exporting?: boolean;
  columnSettings: ColumnSettingsProps;
}

/** Above the table: search, the page's controls, reset, rows/grid switch, CSV export, column settings. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation('common');
  const { search, view } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="data-table-toolbar">
      <Group gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        {search && (
          <SearchBox
            value={search.value}
            onSearch={search.onSearch}
            placeholder={search.placeholder}
            w={{ base: '100%', xs: 260 }}
          />
        )}
        {props.extra}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t('table.reset')} withinPortal={false}>
          <ActionIcon variant="default" size="lg" aria-label={t('table.reset')} onClick={props.onReset}>
            <IconRestore size={18} />
          </ActionIcon>
        </Tooltip>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => props.onViewChange(value === 'grid' ? 'grid' : 'rows')}
          aria-label={t('table.viewMode')}
          data={[
            {
              value: 'rows',
              label: <ViewLabel icon={<IconLayoutList size={16} />} text={t('table.viewRows')} />,
            },
            {
              value: 'grid',
              label: <ViewLabel icon={<IconLayoutGrid size={16} />} text={t('table.viewGrid')} />,
            },
          ]}
        />
        {props.onExport && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={props.onExport}
            loading={props.exporting}
          >
            {t('table.export')}
          </Button>
        )}
        <ColumnSettings {...props.columnSettings} />
      </Group>
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Center>
      {icon}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}
