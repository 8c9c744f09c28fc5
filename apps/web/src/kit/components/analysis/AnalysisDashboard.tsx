import { ActionIcon, Button, Group, Menu, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { DashboardGrid, type DashboardItem, type DashboardWidget } from '../../../ui/DashboardGrid/index.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PeriodSelector } from '../../../ui/PeriodSelector/index.ts';
import {
  type SavedDashboard,
  useSaveDashboard,
  useSavedDashboard,
  useStatistics,
} from '../../api/analysis.ts';
import { useAnalysisPeriod } from './usePeriod.ts';
import { ANALYSIS_WIDGETS, DEFAULT_LAYOUT, DEFAULT_WIDGETS } from './widgets.tsx';

/** The longest period the analysis asks for (the server's limit). */
const RULES = { maxDays: 366, allowFuture: false };

/**
 * The structure portfolio: the analysis widgets on the shared dashboard grid with a period, for every
 * structure of the customer or one (`structureId`). The user adds, removes, moves and resizes widgets;
 * the dashboard is saved in their preferences under `layoutKey`.
 */
export function AnalysisDashboard({
  layoutKey,
  structureId = null,
}: {
  layoutKey: string;
  structureId?: number | null;
}) {
  const saved = useSavedDashboard(layoutKey);
  return (
    <LoadState query={saved} notFound={<EmptyState />}>
      {(dashboard) => (
        <Dashboard
          layoutKey={layoutKey}
          structureId={structureId}
          initial={dashboard ?? { widgets: DEFAULT_WIDGETS, layout: DEFAULT_LAYOUT }}
        />
      )}
    </LoadState>
  );
}

function Dashboard({
  layoutKey,
  structureId,
  initial,
}: {
  layoutKey: string;
  structureId: number | null;
  initial: SavedDashboard;
}) {
  const { t } = useTranslation('kit');
  const period = useAnalysisPeriod();
  const save = useSaveDashboard(layoutKey);
  const dashboard = (save.variables as SavedDashboard | undefined) ?? initial;
  const stats = useStatistics({
    from: period.from,
    to: period.to,
    structureIds: structureId === null ? [] : [structureId],
  });
  const context = { from: period.from, to: period.to, structureId, stats };
  const shown = ANALYSIS_WIDGETS.filter((w) => dashboard.widgets.includes(w.id));
  const hidden = ANALYSIS_WIDGETS.filter((w) => !dashboard.widgets.includes(w.id));
  const update = (next: Partial<SavedDashboard>) => save.mutate({ ...dashboard, ...next });

  const widgets: DashboardWidget[] = shown.map((w) => ({
    id: w.id,
    title: t(`analysis.widgets.${w.id}`),
    minSize: w.minSize,
    defaultSize: w.defaultSize,
    actions: (
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('analysis.removeWidget', { title: t(`analysis.widgets.${w.id}`) })}
        onClick={() =>
          update({
            widgets: dashboard.widgets.filter((id) => id !== w.id),
            layout: dashboard.layout.filter((item) => item.i !== w.id),
          })
        }
      >
        <IconX size={14} />
      </ActionIcon>
    ),
    children: w.render(context),
  }));
  const layout = useMemo<DashboardItem[]>(() => dashboard.layout, [dashboard.layout]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <PeriodSelector
          value={period.selection}
          onChange={period.setSelection}
          comparisons={[]}
          rules={RULES}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} />} disabled={hidden.length === 0}>
              {t('analysis.addWidget')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {hidden.map((w) => (
              <Menu.Item key={w.id} onClick={() => update({ widgets: [...dashboard.widgets, w.id] })}>
                {t(`analysis.widgets.${w.id}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {widgets.length === 0 ? (
        <EmptyState title={t('analysis.noWidgets')} />
      ) : (
        <DashboardGrid
          widgets={widgets}
          layout={layout}
          unitHeight={200}
          onLayoutChange={(next) => update({ layout: next })}
        />
      )}
    </Stack>
  );
}
