import type { reports } from '@atrium/contracts';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadRunFile } from '../api.ts';
import { instantText, RUN_STATUS_COLORS, runTime, uiLanguage } from './reportText.ts';

/** A run's status as a badge, with when it last changed. */
export function RunStatus({ run }: { run: reports.ReportRun | null }) {
  const { t, i18n } = useTranslation('reports');
  if (!run)
    return (
      <Text size="sm" c="dimmed">
        {t('runs.never')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={RUN_STATUS_COLORS[run.status]} data-testid="run-status">
        {t(`runs.statuses.${run.status}`)}
      </Badge>
      <Text size="sm" c="dimmed">
        {instantText(runTime(run), uiLanguage(i18n.language))}
      </Text>
    </Group>
  );
}

const ICONS = { pdf: IconFileTypePdf, csv: IconFileTypeCsv } as const;

/** Download buttons of a run's files (PDF, CSV): one per format the run has, named for `what`. */
export function RunFiles({
  companyId,
  run,
  what,
}: {
  companyId: number;
  run: reports.ReportRun | null;
  what: string;
}) {
  const { t } = useTranslation('reports');
  const download = useDownloadRunFile(companyId);
  return (
    <Group gap={4} wrap="nowrap">
      {(['pdf', 'csv'] as const).map((format) => {
        const has = !!run?.files.some((file) => file.format === format);
        const Icon = ICONS[format];
        const label = t(`runs.download.${format}`, { name: what });
        return (
          <Tooltip key={format} label={label} withinPortal>
            <ActionIcon
              variant="subtle"
              aria-label={label}
              disabled={!has}
              loading={download.isPending && download.variables?.format === format}
              onClick={() => run && download.mutate({ run, format })}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
