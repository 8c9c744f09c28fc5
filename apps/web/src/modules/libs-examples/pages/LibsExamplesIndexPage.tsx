import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIBS_EXAMPLE_PAGES } from '../paths.ts';
import { ExamplePage } from './ExamplePage.tsx';

/** /core/libs-examples: links to every example. */
export function LibsExamplesIndexPage() {
  const { t } = useTranslation('libs-examples');
  return (
    <ExamplePage title={t('index.title')} description={t('index.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {LIBS_EXAMPLE_PAGES.map((page) => (
          <Paper key={page.key} withBorder radius="md" p="md">
            <Anchor component={Link} to={page.path} fw={600}>
              {t(`nav.${page.key}`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`${page.key}.description`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </ExamplePage>
  );
}
