import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../../ui/TagInput/index.ts';
import { ExamplePage } from './ExamplePage.tsx';
import { ExampleCard } from './ExampleResult.tsx';

/** /core/libs-examples/tag-input: tags without a limit, and at most three. */
export function TagInputExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [serials, setSerials] = useState<string[]>([]);
  const [codes, setCodes] = useState<string[]>(['GW-01']);
  return (
    <ExamplePage title={t('tagInput.title')} description={t('tagInput.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ExampleCard caption={t('tagInput.value')} value={serials} empty="[]" testId="tag-input-result">
          <TagInput label={t('tagInput.free')} value={serials} onChange={setSerials} />
        </ExampleCard>
        <ExampleCard caption={t('tagInput.value')} value={codes} empty="[]" testId="tag-input-limited-result">
          <TagInput label={t('tagInput.limited')} value={codes} onChange={setCodes} max={3} />
        </ExampleCard>
      </SimpleGrid>
    </ExamplePage>
  );
}
