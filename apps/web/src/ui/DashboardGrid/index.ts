export { DashboardGrid, type DashboardGridProps, type DashboardWidget } from './DashboardGrid.tsx';
export {
  CELLS_PER_UNIT,
  completeLayout,
  type DashboardItem,
  fromGridLayout,
  GRID_COLUMNS,
  GRID_UNITS,
  toGridLayout,
  type WidgetSize,
} from './layout.ts';
