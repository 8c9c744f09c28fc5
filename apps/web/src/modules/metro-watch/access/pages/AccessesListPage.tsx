import type { access } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Tabs } from '../../../../ui/Tabs/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { accessesOfType } from '../api/accesses.ts';
import { accessKeys } from '../api/keys.ts';
import { AccessesTable } from '../components/AccessesTable.tsx';
import { CalendarView } from '../components/CalendarView.tsx';
import { ACCESSES_TABS, type AccessesTab, accessesListPath } from '../paths.ts';

const FETCHERS = {
  fulltime: accessesOfType('fulltime'),
  scheduled: accessesOfType('scheduled'),
  'public-temporary': accessesOfType('public-temporary'),
  onetime: accessesOfType('onetime'),
} satisfies Record<access.AccessType, unknown>;

/** /metro-watch/accesses-list/:tab: the accesses of each type, and every one on the calendar. */
export function AccessesListPage() {
  const { t } = useTranslation('metro-watch');
  const { pathname } = useLocation();
  const tab: AccessesTab = ACCESSES_TABS.find((item) => pathname.endsWith(`/${item}`)) ?? 'fulltime';
  return (
    <Stack gap="lg">
      <PageHeader title={t('access.list.title')} description={t('access.list.description')} />
      <Tabs
        aria-label={t('access.list.title')}
        items={ACCESSES_TABS.map((item) => ({
          value: item,
          label: t(`access.tabs.${item}`),
          path: accessesListPath(item),
        }))}
      >
        <Stack pt="md">
          {tab === 'calendar-mode' ? (
            <CalendarView />
          ) : (
            <AccessesTable
              key={tab}
              type={tab}
              fetchPage={FETCHERS[tab]}
              queryKey={accessKeys.accesses(tab)}
              label={t(`access.tabs.${tab}`)}
            />
          )}
        </Stack>
      </Tabs>
    </Stack>
  );
}
