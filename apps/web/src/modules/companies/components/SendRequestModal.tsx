import { type auth, companies } from '@atrium/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { requestTypesQuery, useSendRequest } from '../requestsApi.ts';

const FIELDS = ['destinationType', 'type', 'destinationEmail'] as const;
const EMPTY = { destinationType: '', type: '', destinationEmail: '' };
const CHOICES = ['destinationType', 'type'] as const;

interface SendRequestModalProps {
  companyId: number;
  /** The sending company's type: it decides the provider types it may ask (the rule the server applies). */
  companyType: auth.CompanyType;
  opened: boolean;
  onClose: () => void;
}

/**
 * Asks a provider for a service (POST /company/:id/request): the provider's type, the service, and the
 * provider's email. A provider not yet on the platform gets an invitation by email. Validated with the
 * contract; the server's 418s (a type this company may not ask, its own address) show on their fields.
 */
export function SendRequestModal({ companyId, companyType, opened, onClose }: SendRequestModalProps) {
  const { t } = useTranslation('companies');
  const types = useQuery({ ...requestTypesQuery, enabled: opened });
  const send = useSendRequest(companyId);
  const { values, change, reset, parse, fields } = useContractForm(FIELDS, EMPTY, 'companies');
  const destinations = companies.creatableCompanyTypes({ isAdmin: false, companyType });

  const close = () => {
    reset();
    send.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(
      companies.sendRequest.schemas.body,
      {
        destinationType: values.destinationType || undefined,
        type: values.type || undefined,
        destinationEmail: values.destinationEmail,
      },
      CHOICES,
    );
    if (!body) return;
    send.mutate(body, { onSuccess: close, onError: (error) => fields.setFromError(error) });
  };

  const failure = send.error && !fields.handles(send.error) ? describeError(t, send.error) : null;

  return (
    <Modal opened={opened} onClose={close} title={t('requests.send.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('requests.send.description')}
          </Text>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('requests.send.failed')}>
              {failure}
            </Alert>
          )}
          <Select
            label={t('requests.send.destinationType')}
            placeholder={t('requests.send.destinationTypePlaceholder')}
            data={destinations.map((value) => ({ value, label: t(`companyTypes.${value}`) }))}
            value={values.destinationType || null}
            onChange={(value) => change('destinationType', value ?? '')}
            error={fields.message('destinationType')}
            withAsterisk
            allowDeselect={false}
            data-autofocus
          />
          <Select
            label={t('requests.send.type')}
            placeholder={
              types.isPending ? t('requests.send.typesLoading') : t('requests.send.typePlaceholder')
            }
            data={(types.data ?? []).map((value) => ({ value, label: t(`requests.types.${value}`) }))}
            value={values.type || null}
            onChange={(value) => change('type', value ?? '')}
            error={fields.message('type') ?? (types.isError ? describeError(t, types.error) : undefined)}
            disabled={types.isPending || types.isError}
            withAsterisk
            allowDeselect={false}
          />
          <TextInput
            label={t('requests.send.destinationEmail')}
            description={t('requests.send.destinationEmailHint')}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={values.destinationEmail}
            onChange={(event) => change('destinationEmail', event.currentTarget.value)}
            error={fields.message('destinationEmail')}
            withAsterisk
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('requests.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
