import { Card, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoLogsTable, ReadingsTable } from '../../../kit/components/DeviceLogTables.tsx';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useStationOptions } from '../api/rodent.ts';

function StationPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('cloud-orbit');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useStationOptions(debounced.length >= 2 ? debounced : '');
  const options = (found.data ?? []).map((device) => ({
    value: String(device.id),
    label: device.name && device.name !== device.serial ? `${device.serial} · ${device.name}` : device.serial,
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: `#${value}` });
  return (
    <Select
      label={t('history.station')}
      placeholder={t('history.choose')}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setSearch}
      searchable
      clearable
      error={found.isError ? t('history.loadFailed') : undefined}
    />
  );
}

/**
 * /cloud-orbit/devices/history: what one station reported (the kit's readings table) and what happened to it
 * (its info log). The station is in the address (`?deviceId=`), so its page links here.
 */
export function DeviceHistoryPage() {
  const { t } = useTranslation('cloud-orbit');
  const [params, setParams] = useSearchParams();
  const raw = params.get('deviceId') ?? '';
  const deviceId = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <Card withBorder padding="md" maw={480}>
        <StationPicker
          value={deviceId === null ? '' : String(deviceId)}
          onChange={(value) => setParams(value ? { deviceId: value } : {}, { replace: true })}
        />
      </Card>
      {deviceId === null ? (
        <EmptyState variant="logs" description={t('history.choose')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} key={deviceId}>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('history.readings')}
              </Title>
              <ReadingsTable deviceId={deviceId} />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('history.infoLogs')}
              </Title>
              <InfoLogsTable deviceId={deviceId} />
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
