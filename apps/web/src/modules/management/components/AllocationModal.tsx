import { devices as deviceContract, management } from '@atrium/contracts';
import { NumberInput, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { DateField } from '../../../ui/DatePicker/index.ts';
import { fetchCompanies } from '../../companies/api.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useSaveAllocation } from '../api.ts';
import { requiredWhenBlank } from './blank.ts';
import { useSaveFailure } from './saveFailure.ts';

const FIELDS = ['customerId', 'app', 'quota', 'expiresAt'] as const;

/** The server's quota messages carry numbers: said again in the page's language. */
const QUOTA_MESSAGES: [RegExp, string][] = [
  [/^Only (\d+) Spare Tokens Left to Allocate$/, 'tokens.onlyLeft'],
  [/^At Least (\d+): the customer already used \d+$/, 'tokens.atLeastUsed'],
];

interface AllocationModalProps {
  /** The quota being changed; none: a new one. */
  allocation: management.Allocation | null;
  /** What is left to allocate per app, shown beside the app. */
  stock: management.TokenStock[];
  onClose: () => void;
}

/** The customers the integrator manages, for the picker (the first 100 by name). */
const useCustomerOptions = (integratorId: number | null | undefined) =>
  useQuery({
    queryKey: ['management', 'customer-options', integratorId],
    queryFn: async ({ signal }) =>
      (
        await fetchCompanies(
          {
            limit: 100,
            offset: 0,
            sortBy: 'name',
            sortType: 'asc',
            total: true,
            filter: { customerId: String(integratorId) },
          },
          signal,
        )
      ).data,
    enabled: !!integratorId,
  });

/** Gives a customer a quota of the integrator's spare tokens of an app, or changes one (quota and expiry). */
export function AllocationModal({ allocation, stock, onClose }: AllocationModalProps) {
  const { t } = useTranslation('management');
  const fields = useFieldErrors(FIELDS, 'management');
  const save = useSaveAllocation(allocation?.id ?? null);
  const refusal = useSaveFailure(fields);
  const customers = useCustomerOptions(useSessionUser()?.personalInfo.companyId);
  const [customerId, setCustomerId] = useState<string | null>(
    allocation ? String(allocation.customer.id) : null,
  );
  const [app, setApp] = useState<string | null>(allocation?.app ?? null);
  const [quota, setQuota] = useState<string | number>(allocation?.quota ?? '');
  const [expiresAt, setExpiresAt] = useState<string | null>(allocation?.expiresAt?.slice(0, 10) ?? null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      customerId: customerId ?? undefined,
      app: app ?? undefined,
      quota: quota === '' ? undefined : quota,
      expiresAt: expiresAt ? new Date(`${expiresAt}T23:59:59Z`).toISOString() : null,
    };
    const parsed = allocation
      ? management.allocationUpdate.safeParse({ quota: input.quota, expiresAt: input.expiresAt })
      : management.allocationInput.safeParse(input);
    if (!parsed.success) {
      fields.setFromIssues(
        requiredWhenBlank(parsed.error.issues, [
          ...(customerId ? [] : ['customerId']),
          ...(app ? [] : ['app']),
          ...(quota === '' ? ['quota'] : []),
        ]),
      );
      return;
    }
    refusal.clear();
    save.mutate(
      {
        customerId: Number(customerId),
        app: app as deviceContract.DeviceApp,
        quota: parsed.data.quota,
        expiresAt: parsed.data.expiresAt,
      },
      { onSuccess: onClose, onError: refusal.onError },
    );
  };

  const quotaMessage = (message: string | undefined) => {
    if (!message) return message;
    for (const [pattern, key] of QUOTA_MESSAGES) {
      const match = message.match(pattern);
      if (match) return t(key, { n: Number(match[1]) });
    }
    return message;
  };
  const left = (key: string) => stock.find((s) => s.app === key)?.unallocated ?? 0;
  return (
    <FormModal
      title={allocation ? t('tokens.edit') : t('tokens.allocate')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      failure={refusal.message}
    >
      <Select
        label={t('tokens.customer')}
        required
        searchable
        disabled={allocation !== null}
        value={customerId}
        onChange={(value) => {
          setCustomerId(value);
          fields.clear('customerId');
        }}
        data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        error={fields.message('customerId')}
      />
      <Select
        label={t('tokens.app')}
        required
        disabled={allocation !== null}
        value={app}
        onChange={(value) => {
          setApp(value);
          fields.clear('app');
        }}
        data={deviceContract.DEVICE_APPS.filter((key) => allocation?.app === key || left(key) > 0).map(
          (key) => ({
            value: key,
            label: t('tokens.appLeft', { app: t(`apps.${key}`, { defaultValue: key }), n: left(key) }),
          }),
        )}
        error={fields.message('app')}
      />
      <NumberInput
        label={t('tokens.quota')}
        required
        min={1}
        allowDecimal={false}
        value={quota}
        onChange={(value) => {
          setQuota(value);
          fields.clear('quota');
        }}
        error={quotaMessage(fields.message('quota'))}
      />
      <DateField
        label={t('tokens.expiresAt')}
        description={t('tokens.expiresHint')}
        clearable
        value={expiresAt}
        onChange={(value) => {
          setExpiresAt(value);
          fields.clear('expiresAt');
        }}
        error={fields.message('expiresAt')}
      />
    </FormModal>
  );
}
