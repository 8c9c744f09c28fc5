import { Code, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../ui/SearchBox/index.ts';
import { ExamplePage } from './ExamplePage.tsx';

interface SearchEvent {
  at: string;
  term: string;
}

/** /core/libs-examples/search-box: the search box and the terms it sends. */
export function SearchBoxExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [term, setTerm] = useState('');
  const [events, setEvents] = useState<SearchEvent[]>([]);
  const onSearch = (next: string) => {
    setTerm(next);
    setEvents((current) => [{ at: new Date().toLocaleTimeString(), term: next }, ...current].slice(0, 8));
  };
  return (
    <ExamplePage title={t('searchBox.title')} description={t('searchBox.description')}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md" maw={480}>
          <SearchBox value={term} onSearch={onSearch} />
          <Text size="sm">
            {t('searchBox.applied')}{' '}
            <Code data-testid="search-example-term">{term === '' ? t('searchBox.noFilter') : term}</Code>
          </Text>
          {events.length > 0 && (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('searchBox.time')}</Table.Th>
                  <Table.Th>{t('searchBox.sent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a log, newest first
                  <Table.Tr key={index}>
                    <Table.Td>{event.at}</Table.Td>
                    <Table.Td>{event.term === '' ? t('searchBox.noFilter') : event.term}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </ExamplePage>
  );
}
