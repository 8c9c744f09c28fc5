import { Code, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { LocationPicker, type PickedLocation } from '../../../ui/LocationPicker/index.ts';
import { ExamplePage } from './ExamplePage.tsx';

const COUNTRIES = ['AE', 'SA', 'none'] as const;

/** /core/libs-examples/location-picker: a required country, and what the picker emits. */
export function LocationPickerExamplePage() {
  const { t } = useTranslation('libs-examples');
  const { t: tc } = useTranslation('common');
  const [required, setRequired] = useState<(typeof COUNTRIES)[number]>('AE');
  const [emitted, setEmitted] = useState<{ location: PickedLocation | null; error: string | null } | null>(
    null,
  );

  return (
    <ExamplePage title={t('locationPicker.title')} description={t('locationPicker.description')}>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('locationPicker.required')}
        </Text>
        <SegmentedControl
          value={required}
          onChange={(value) => setRequired(value as typeof required)}
          data={COUNTRIES.map((code) => ({
            value: code,
            label: code === 'none' ? t('locationPicker.anyCountry') : code,
          }))}
          w="fit-content"
        />
      </Stack>
      <LocationPicker
        requiredCountry={required === 'none' ? null : required}
        onChange={(location, error) => setEmitted({ location, error })}
      />
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="xs">
          {t('locationPicker.emitted')}
        </Title>
        {emitted ? (
          <Stack gap={6}>
            <Code block dir="ltr" data-testid="location-emitted">
              {JSON.stringify(emitted.location, null, 2)}
            </Code>
            <Text size="sm" c={emitted.error ? 'red' : 'teal'} data-testid="location-emitted-error">
              {emitted.error ? translateMessage(tc, emitted.error) : t('locationPicker.valid')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('locationPicker.nothing')}
          </Text>
        )}
      </Paper>
    </ExamplePage>
  );
}
