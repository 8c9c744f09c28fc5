import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconActivity, IconHistory, IconLock, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { type TabItem, Tabs } from '../../../ui/Tabs/index.ts';
import { libsExamplePath } from '../paths.ts';
import { ExamplePage } from './ExamplePage.tsx';

/** /core/libs-examples/tabs/:tab: route-driven tabs (the URL picks the tab) and local tabs. */
export function TabsExamplePage() {
  const { t } = useTranslation('libs-examples');
  const routeTabs: TabItem[] = [
    {
      value: 'live',
      label: t('tabs.live'),
      icon: <IconActivity size={16} />,
      path: libsExamplePath('tabs/live'),
    },
    {
      value: 'history',
      label: t('tabs.history'),
      icon: <IconHistory size={16} />,
      path: libsExamplePath('tabs/history'),
    },
    {
      value: 'locked',
      label: t('tabs.locked'),
      icon: <IconLock size={16} />,
      path: libsExamplePath('tabs/locked'),
      disabled: true,
    },
  ];
  const localTabs: TabItem[] = [
    { value: 'general', label: t('tabs.general'), content: <Text>{t('tabs.generalText')}</Text> },
    {
      value: 'settings',
      label: t('tabs.settings'),
      icon: <IconSettings size={16} />,
      content: <Text>{t('tabs.settingsText')}</Text>,
    },
    { value: 'disabled', label: t('tabs.disabled'), disabled: true, content: null },
  ];
  return (
    <ExamplePage title={t('tabs.title')} description={t('tabs.description')}>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('tabs.routeTitle')}
        </Title>
        <Tabs items={routeTabs} aria-label={t('tabs.routeTitle')}>
          <Outlet />
        </Tabs>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('tabs.localTitle')}
        </Title>
        <Tabs items={localTabs} variant="pills" aria-label={t('tabs.localTitle')} />
      </Paper>
    </ExamplePage>
  );
}

/** The routed tab's content. */
export function TabsExamplePanel() {
  const { t } = useTranslation('libs-examples');
  const { tab } = useParams();
  return (
    <Stack gap={4} pt="md" data-testid="tabs-example-panel">
      <Text fw={600}>{t('tabs.panelTitle', { tab })}</Text>
      <Text size="sm" c="dimmed">
        {t('tabs.panelText')}
      </Text>
    </Stack>
  );
}
