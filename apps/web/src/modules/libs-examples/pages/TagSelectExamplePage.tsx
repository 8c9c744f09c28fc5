import { Code, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../ui/OptionList/index.ts';
import { TagSelect } from '../../../ui/TagSelect/index.ts';
import { EXAMPLE_GATEWAYS, pagedSource } from '../filterData.ts';
import { ExamplePage } from './ExamplePage.tsx';

/** /core/libs-examples/tag-select: several gateways chosen as tags, 50 options a page. */
export function TagSelectExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [value, setValue] = useState<FilterOption[]>([]);
  const load = useMemo(() => pagedSource(EXAMPLE_GATEWAYS), []);
  return (
    <ExamplePage title={t('tagSelect.title')} description={t('tagSelect.description')}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md" maw={480}>
          <TagSelect label={t('tagSelect.label')} load={load} value={value} onChange={setValue} />
          <Text size="sm">
            {t('tagSelect.sent')}{' '}
            <Code data-testid="tag-select-sent">{JSON.stringify(value.map((option) => option.value))}</Code>
          </Text>
        </Stack>
      </Paper>
    </ExamplePage>
  );
}
