import type { devices } from '@atrium/contracts';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_PAGE_SIZE, listCompanies } from '../../lib/companies.ts';
import { describeError } from '../../lib/errors.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useChangeOwner } from '../api/devices.ts';

type Device = devices.Device;
type Result = devices.OwnerChangeResult;

interface OwnerChangeModalProps {
  rows: readonly Device[];
  onClose: () => void;
}

/** R1: the selected devices go to another customer; each id ends done or error, shown on its row. */
export function OwnerChangeModal({ rows, onClose }: OwnerChangeModalProps) {
  const { t } = useTranslation('kit');
  const change = useChangeOwner();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [search, setSearch] = useState('');
  const [nameFilter] = useDebouncedValue(search.trim(), 250);
  const customers = useQuery({
    queryKey: ['kit', 'customers', nameFilter],
    queryFn: ({ signal }) => listCompanies({ nameFilter, limit: COMPANY_PAGE_SIZE, skip: 0 }, signal),
  });
  const options = (customers.data?.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const results = new Map<number, Result>((change.data ?? []).map((result) => [result.id, result]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!customerId) {
      setMissing(true);
      return;
    }
    change.mutate({ ids: rows.map((row) => row.id), customerId: Number(customerId) });
  };

  return (
    <Modal opened onClose={onClose} title={t('owner.title', { count: rows.length })} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('owner.customer')}
            placeholder={t('owner.customerPlaceholder')}
            data={options}
            value={customerId}
            onChange={(value) => {
              setCustomerId(value);
              setMissing(false);
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={t('owner.noCustomers')}
            error={missing ? t('owner.customerRequired') : undefined}
            disabled={change.isSuccess}
            withAsterisk
            data-autofocus
          />
          {change.isError && (
            <Alert color="red" role="alert">
              {describeError(t, change.error)}
            </Alert>
          )}
          <Table aria-label={t('owner.devices')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.serial')}</Table.Th>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('owner.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const result = results.get(row.id);
                return (
                  <Table.Tr key={row.id} data-testid={`owner-row-${row.id}`}>
                    <Table.Td>{row.serial}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      {result ? (
                        <Stack gap={2}>
                          <Badge color={result.status === 'done' ? 'green' : 'red'} variant="light">
                            {t(`owner.status.${result.status}`)}
                          </Badge>
                          {result.msg && (
                            <Text size="xs" c="red">
                              {translateMessage(t, result.msg)}
                            </Text>
                          )}
                        </Stack>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {change.isPending ? t('owner.status.pending') : '—'}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {change.isSuccess ? t('common.close') : t('common.cancel')}
            </Button>
            {!change.isSuccess && (
              <Button type="submit" loading={change.isPending}>
                {t('owner.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
