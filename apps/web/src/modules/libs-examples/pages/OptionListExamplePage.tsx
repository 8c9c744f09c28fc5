import { Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterOption, OptionList, type OptionQuery } from '../../../ui/OptionList/index.ts';
import { EXAMPLE_GATEWAYS, pagedSource } from '../filterData.ts';
import { ExamplePage } from './ExamplePage.tsx';

const MAX_LOG = 8;

/** /core/libs-examples/option-list: one and several choices over 240 server-backed gateways, with a request log. */
export function OptionListExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [single, setSingle] = useState<FilterOption[]>([]);
  const [several, setSeveral] = useState<FilterOption[]>([]);
  const [log, setLog] = useState<OptionQuery[]>([]);
  const load = useMemo(
    () =>
      pagedSource(EXAMPLE_GATEWAYS, (query) => setLog((current) => [query, ...current].slice(0, MAX_LOG))),
    [],
  );
  const chosen = (options: FilterOption[]) =>
    options.length === 0 ? t('optionList.none') : options.map((option) => option.label).join(', ');

  return (
    <ExamplePage title={t('optionList.title')} description={t('optionList.description')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} fz="h5">
              {t('optionList.single')}
            </Title>
            <OptionList
              label={t('optionList.single')}
              load={load}
              value={single}
              onChange={setSingle}
              queryKey={['gw']}
            />
            <Text size="sm" data-testid="option-list-single">
              {chosen(single)}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} fz="h5">
              {t('optionList.multiple')}
            </Title>
            <OptionList
              label={t('optionList.multiple')}
              load={load}
              value={several}
              onChange={setSeveral}
              multiple
              queryKey={['gw']}
            />
            <Text size="sm" data-testid="option-list-multiple">
              {chosen(several)}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} fz="h5">
              {t('optionList.requests')}
            </Title>
            <Table withTableBorder fz="xs" data-testid="option-list-requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>skip</Table.Th>
                  <Table.Th>limit</Table.Th>
                  <Table.Th>search</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.map((query, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a log, newest first
                  <Table.Tr key={index}>
                    <Table.Td>{query.skip}</Table.Td>
                    <Table.Td>{query.limit}</Table.Td>
                    <Table.Td>
                      <Code>{query.search}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      </SimpleGrid>
    </ExamplePage>
  );
}
