import 'react-grid-layout/css/styles.css';
import { ActionIcon, Group, Paper, Text, useDirection } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { useWidgetsTranslation } from '../i18n/widgets/index.ts';
import classes from './DashboardGrid.module.css';
import {
  completeLayout,
  type DashboardItem,
  fromGridLayout,
  GRID_COLUMNS,
  type SizedWidget,
  sameLayout,
  toGridLayout,
} from './layout.ts';

export interface DashboardWidget extends SizedWidget {
  title: string;
  children: ReactNode;
  /** Buttons at the end of the widget's title bar (e.g. remove). */
  actions?: ReactNode;
}

export interface DashboardGridProps {
  widgets: readonly DashboardWidget[];
  /** The saved layout in units; widgets missing from it are placed below. */
  layout: readonly DashboardItem[];
  /** Called with the new layout in units after the user moves or resizes a widget: persist it here. */
  onLayoutChange: (layout: DashboardItem[]) => void;
  /** Drag by the handle and resize from the end corner; default true. */
  editable?: boolean;
  /** Height of one unit in pixels; default 160. */
  unitHeight?: number;
  /** Fixed width in pixels; default the container's, followed as it resizes. */
  width?: number;
}

const GAP = 12;

/**
 * The dashboard grid (react-grid-layout): widgets sized in units of a 12-unit grid, halves included (3 x 1,
 * 5.5 x 1, 4 x 0.5), never below their minimum; dragged by their handle and resized from the end corner;
 * laid out from the right in Arabic, while the saved layout stays the same in both directions.
 */
export function DashboardGrid({
  widgets,
  layout,
  onLayoutChange,
  editable = true,
  unitHeight = 160,
  width: fixedWidth,
}: DashboardGridProps) {
  const { t } = useWidgetsTranslation();
  const { dir } = useDirection();
  const { width: measured, containerRef, mounted } = useContainerWidth();
  const width = fixedWidth ?? measured;
  const items = useMemo(() => completeLayout(layout, widgets), [layout, widgets]);
  const gridLayout = useMemo(() => toGridLayout(items, widgets, dir), [items, widgets, dir]);

  const report = (next: Layout) => {
    const units = fromGridLayout(next, dir);
    if (!sameLayout(units, layout)) onLayoutChange(units);
  };

  return (
    // The grid places items physically (from the left); RTL is already in the mirrored x, and the widgets'
    // own content reads in the page's direction again.
    <section ref={containerRef} className={classes.grid} aria-label={t('dashboardGrid.label')} dir="ltr">
      {(mounted || fixedWidth !== undefined) && width > 0 && (
        <GridLayout
          width={width}
          layout={gridLayout}
          gridConfig={{
            cols: GRID_COLUMNS,
            rowHeight: (unitHeight - GAP) / 2,
            margin: [GAP, GAP],
            containerPadding: [0, 0],
          }}
          dragConfig={{ enabled: editable, handle: `.${classes.handle}` }}
          resizeConfig={{ enabled: editable, handles: [dir === 'rtl' ? 'sw' : 'se'] }}
          onLayoutChange={report}
        >
          {widgets.map((widget) => (
            <div key={widget.id} data-widget={widget.id}>
              <Paper withBorder radius="md" p="sm" h="100%" style={{ overflow: 'hidden' }} dir={dir}>
                <Group gap="xs" wrap="nowrap" mb="xs">
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      className={classes.handle}
                      aria-label={t('dashboardGrid.move', { title: widget.title })}
                    >
                      <IconGripVertical size={14} />
                    </ActionIcon>
                  )}
                  <Text fw={600} size="sm" truncate flex={1}>
                    {widget.title}
                  </Text>
                  {widget.actions}
                </Group>
                {widget.children}
              </Paper>
            </div>
          ))}
        </GridLayout>
      )}
    </section>
  );
}
