import { Button, Card, Group, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../kit/access.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { useGeofenceChoices } from '../../places/api/geofences.ts';
import { FormAlert } from '../../places/components/FormAlert.tsx';
import { AW_KEYS } from '../access.ts';
import { useAlarmSettings, useSaveAlarmSettings } from '../api/dashboard.ts';

const FIELDS = ['forbiddenGeofenceIds'] as const;

/**
 * The company's geofences assets must not enter (an asset inside one raises the outdoor forbidden-zone alarm),
 * kept in the alarm settings; a geofence of another company is a 418 under the field.
 */
export function ForbiddenGeofences({ companyId }: { companyId: number }) {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const settings = useAlarmSettings();
  const geofences = useGeofenceChoices(companyId, '');
  const save = useSaveAlarmSettings();
  const errors = useFieldErrors(FIELDS, 'asset-watch');
  const [chosen, setChosen] = useState<string[]>([]);
  const saved = settings.data?.forbiddenGeofenceIds;
  useEffect(() => setChosen((saved ?? []).map(String)), [saved]);

  if (settings.isPending)
    return <Loader size="sm" role="status" aria-label={t('forbiddenGeofences.loading')} />;
  if (settings.isError)
    return (
      <ErrorState
        title={t('forbiddenGeofences.error')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  const editable = can(AW_KEYS.settings.update);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { forbiddenGeofenceIds: chosen.map(Number) },
      { onError: (error) => errors.setFromError(error) },
    );
  };
  const options = (geofences.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('forbiddenGeofences.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('forbiddenGeofences.description')}
        </Text>
        <FormAlert error={save.error} shown={FIELDS} />
        <MultiSelect
          label={t('forbiddenGeofences.field')}
          placeholder={options.length === 0 ? t('forbiddenGeofences.none') : undefined}
          data={options}
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            errors.clear('forbiddenGeofenceIds');
          }}
          error={
            errors.message('forbiddenGeofenceIds') ??
            (geofences.isError ? t('forbiddenGeofences.optionsError') : undefined)
          }
          disabled={!editable}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('forbiddenGeofences.save')}
            </Button>
          </Group>
        )}
        {save.isSuccess && (
          <Text size="sm" c="green.9" role="status">
            {t('forbiddenGeofences.saved')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
