import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../modules/companies/components/PageHeader.tsx';
import { EmptyState } from '../../ui/EmptyState/index.ts';
import { InfoLogsTable, ReadingsTable } from './DeviceLogTables.tsx';

type DeviceHistoryTexts = {
  title: string;
  description: string;
  choose: string;
  readings: string;
  infoLogs: string;
};

/** The page's words from the application's `<prefix>.title`, `.description`, `.readings`, `.infoLogs` and `.<choose>`. */
export const deviceHistoryTexts = (t: TFunction, prefix: string, choose = 'choose'): DeviceHistoryTexts => ({
  title: t(`${prefix}.title`),
  description: t(`${prefix}.description`),
  choose: t(`${prefix}.${choose}`),
  readings: t(`${prefix}.readings`),
  infoLogs: t(`${prefix}.infoLogs`),
});

interface DeviceHistoryProps {
  /** The application's words for the page. */
  texts: DeviceHistoryTexts;
  /** The application's device picker: the chosen id as text ('' for none), its placeholder the `choose` text. */
  picker: (value: string, onChange: (value: string) => void, placeholder: string) => ReactNode;
}

/**
 * One device of the application: what it reported (the kit's readings table) and what happened to it (its
 * info log). The device is in the address (`?deviceId=`), so a devices-list row opens it here.
 */
export function DeviceHistory({ texts, picker }: DeviceHistoryProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('deviceId') ?? '';
  const deviceId = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      <Card withBorder padding="md" maw={480}>
        {picker(
          deviceId === null ? '' : String(deviceId),
          (value) => setParams(value ? { deviceId: value } : {}, { replace: true }),
          texts.choose,
        )}
      </Card>
      {deviceId === null ? (
        <EmptyState variant="logs" description={texts.choose} />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} key={deviceId}>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {texts.readings}
              </Title>
              <ReadingsTable deviceId={deviceId} />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {texts.infoLogs}
              </Title>
              <InfoLogsTable deviceId={deviceId} />
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
