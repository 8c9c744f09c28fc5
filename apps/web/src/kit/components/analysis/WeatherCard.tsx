import { Group, Paper, Text } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWeather } from '../../api/analysis.ts';

/** Today's weather at a structure (`/swam/weather`: synthetic, the platform works offline). */
export function WeatherCard({ structureId }: { structureId: number }) {
  const { t } = useTranslation('kit');
  const weather = useWeather(structureId);
  const data = weather.data;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('analysis.weather.title')}>
      <Group gap="sm">
        <IconCloud size={20} />
        <Text fw={600} size="sm">
          {t('analysis.weather.title')}
        </Text>
        {weather.isPending && <Text size="sm">{t('analysis.loading')}</Text>}
        {weather.isError && (
          <Text size="sm" c="red" role="alert">
            {t('analysis.loadFailed')}
          </Text>
        )}
        {data && (
          <Text size="sm">
            {t(`analysis.weather.conditions.${data.summary.condition}`)} ·{' '}
            {t('analysis.weather.range', { min: data.summary.min, max: data.summary.max })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('analysis.weather.synthetic')}
        </Text>
      </Group>
    </Paper>
  );
}
