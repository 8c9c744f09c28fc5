export { Chart, type ChartProps } from './Chart.tsx';
export { hasNoData, mirrorForRtl } from './chartOption.ts';
export type { ChartOption } from './echarts.ts';
