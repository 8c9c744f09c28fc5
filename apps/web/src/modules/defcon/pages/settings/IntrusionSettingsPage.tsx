import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany } from '../../../../lib/company.ts';
import { showToast } from '../../../../lib/notify.tsx';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useCan, useOwnCompanyId } from '../../../companies/access.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { DEFCON_KEYS } from '../../access.ts';
import { settings, useIntrusionSetting, useSaveIntrusionSetting } from '../../api/settings.ts';

const DELAYS = ['entryDelaySeconds', 'exitDelaySeconds'] as const;
const DEADLINES = ['acknowledgeSeconds', 'dispatchSeconds', 'policeHandOverSeconds'] as const;
const FIELDS = [...DELAYS, ...DEADLINES] as const;
type Field = (typeof FIELDS)[number];

const valuesOf = (setting: settings.IntrusionSetting) =>
  Object.fromEntries(FIELDS.map((field) => [field, String(setting[field])])) as Record<Field, string>;
const RANGE: Record<Field, { min: number; max: number }> = {
  entryDelaySeconds: settings.DELAY_SECONDS,
  exitDelaySeconds: settings.DELAY_SECONDS,
  acknowledgeSeconds: settings.DEADLINE_SECONDS,
  dispatchSeconds: settings.DEADLINE_SECONDS,
  policeHandOverSeconds: settings.DEADLINE_SECONDS,
};

function SettingsForm({ setting, companyId }: { setting: settings.IntrusionSetting; companyId?: number }) {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const editable = can(DEFCON_KEYS.settings.update);
  const form = useContractForm(FIELDS, valuesOf(setting), 'defcon');
  const save = useSaveIntrusionSetting(companyId);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = Object.fromEntries(
      FIELDS.map((field) => {
        const text = form.values[field].trim();
        return [field, text === '' ? undefined : Number(text)];
      }),
    );
    const body = form.parse(settings.intrusionSettingInput, input);
    if (!body) return;
    try {
      await save.mutateAsync(body);
      showToast({ kind: 'created', message: t('settings.saved') });
    } catch (error) {
      if (!form.fields.setFromError(error)) setFailure(error);
    }
  };

  const field = (name: Field) => (
    <NumberInput
      key={name}
      label={t(`settings.fields.${name}`)}
      description={t(`settings.hints.${name}`)}
      suffix={` ${t('settings.seconds')}`}
      min={RANGE[name].min}
      max={RANGE[name].max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      withAsterisk
      readOnly={!editable}
      value={form.values[name]}
      onChange={(value) => form.change(name, String(value))}
      error={form.fields.message(name)}
    />
  );

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label={t('settings.title')}>
      <Stack gap="md">
        <Group gap="sm">
          <Badge variant="light" color={setting.custom ? 'blue' : 'gray'}>
            {setting.custom ? t('settings.custom') : t('settings.defaults')}
          </Badge>
          {setting.updatedAt && (
            <Text size="sm" c="dimmed">
              {t('settings.updatedAt', { at: formatDateTime(setting.updatedAt) })}
            </Text>
          )}
        </Group>
        <FormAlert error={failure} shown={FIELDS} />
        <Title order={3} size="h5">
          {t('settings.delays')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{DELAYS.map(field)}</SimpleGrid>
        <Title order={3} size="h5">
          {t('settings.deadlines')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{DEADLINES.map(field)}</SimpleGrid>
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /defcon/security-company/intrusion-settings: the security company's entry and exit delays and the deadlines
 * of its escalation ladder (`/defcon/intrusion-setting`). A system admin edits the selected company's.
 */
export function IntrusionSettingsPage() {
  const { t } = useTranslation('defcon');
  const own = useOwnCompanyId();
  const selected = useSelectedCompany();
  const companyId = own === null ? selected?.id : undefined;
  const setting = useIntrusionSetting(companyId);
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {own === null && companyId === undefined ? (
        <Alert color="blue">{t('settings.chooseCompany')}</Alert>
      ) : (
        <LoadState query={setting} notFound={<Alert color="yellow">{t('settings.notFound')}</Alert>}>
          {(data) => <SettingsForm key={data.companyId} setting={data} companyId={companyId} />}
        </LoadState>
      )}
    </Stack>
  );
}
