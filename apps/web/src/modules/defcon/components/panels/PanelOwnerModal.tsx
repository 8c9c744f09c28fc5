import type * as panels from '@atrium/contracts/defcon/panels';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_PAGE_SIZE, listCompanies } from '../../../../lib/companies.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { useChangePanelOwner } from '../../api/panels.ts';

/** Spec §4 panel ownership change: the panel and its zones' devices go to another customer. */
export function PanelOwnerModal({ panel, onClose }: { panel: panels.PanelDetails; onClose: () => void }) {
  const { t } = useTranslation('defcon');
  const change = useChangePanelOwner(panel.id);
  const fields = useFieldErrors(['customerId'] as const, 'defcon');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [nameFilter] = useDebouncedValue(search.trim(), 250);
  const customers = useQuery({
    queryKey: ['defcon', 'owner-customers', nameFilter],
    queryFn: ({ signal }) => listCompanies({ nameFilter, limit: COMPANY_PAGE_SIZE, skip: 0 }, signal),
  });
  const options = (customers.data?.data ?? [])
    .filter((item) => item.id !== panel.company.id)
    .map((item) => ({ value: String(item.id), label: item.name }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!customerId) return fields.setFromIssues([{ path: ['customerId'], message: 'Required' }]);
    change.mutate(Number(customerId), {
      onSuccess: onClose,
      onError: (error) => fields.setFromError(error),
    });
  };
  return (
    <FormModal
      title={t('panels.owner.title', { serial: panel.serial })}
      onClose={onClose}
      onSubmit={submit}
      saving={change.isPending}
      error={change.error}
      shown={['customerId']}
    >
      <Select
        label={t('panels.owner.customer')}
        description={t('panels.owner.hint', { owner: panel.company.name })}
        data={options}
        value={customerId}
        onChange={(value) => {
          setCustomerId(value);
          fields.clear('customerId');
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('panels.owner.none')}
        error={fields.message('customerId')}
        withAsterisk
        data-autofocus
      />
    </FormModal>
  );
}
