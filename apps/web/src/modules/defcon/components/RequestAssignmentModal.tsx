import * as assignments from '@atrium/contracts/defcon/assignments';
import { Select, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { TagInput } from '../../../ui/TagInput/index.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useRequestAssignment } from '../api/assignments.ts';
import { fetchCustomers } from '../api/customers.ts';
import { defconKeys } from '../api/keys.ts';

const FIELDS = ['customerId', 'serials', 'note'] as const;

/** Spec §4 device assignment, save: a customer and the serials of its devices the company asks to monitor. */
export function RequestAssignmentModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('defcon');
  const fields = useFieldErrors(FIELDS, 'defcon');
  const request = useRequestAssignment();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [serials, setSerials] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const customers = useQuery({
    queryKey: [...defconKeys.customers(), 'options'],
    queryFn: ({ signal }) =>
      fetchCustomers(
        { limit: 100, offset: 0, total: true, sortBy: 'name', sortType: 'asc', filter: {} },
        signal,
      ),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = assignments.saveDeviceAssignmentBody.safeParse({
      customerId: customerId ? Number(customerId) : undefined,
      serials,
      note: note.trim() === '' ? undefined : note,
    });
    if (!parsed.success) {
      fields.setFromIssues(
        parsed.error.issues.map((issue) =>
          issue.path[0] === 'customerId' ? { ...issue, message: 'Required' } : issue,
        ),
      );
      return;
    }
    request.mutate(parsed.data, { onSuccess: onClose, onError: (error) => fields.setFromError(error) });
  };
  return (
    <FormModal
      title={t('assign.requestTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={request.isPending}
      error={request.error}
      shown={FIELDS}
      size="lg"
    >
      <Select
        label={t('assign.customer')}
        placeholder={t('assign.pickCustomer')}
        data={(customers.data?.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
        value={customerId}
        onChange={(value) => {
          setCustomerId(value);
          fields.clear('customerId');
        }}
        error={fields.message('customerId')}
        searchable
        withAsterisk
        data-autofocus
      />
      <TagInput
        label={t('assign.serials')}
        description={t('assign.serialsHint')}
        value={serials}
        onChange={(tags) => {
          setSerials(tags);
          fields.clear('serials');
        }}
        error={fields.message('serials')}
        max={50}
        required
      />
      <Textarea
        label={t('assign.note')}
        rows={2}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          fields.clear('note');
        }}
        error={fields.message('note')}
      />
    </FormModal>
  );
}
