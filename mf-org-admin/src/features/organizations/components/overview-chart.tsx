/**
 * The one module that imports @ant-design/charts: loaded through `DateChart` only when a popup
 * draws a chart, so neither the shell's nor home's first load carries the charting library.
 */
import { Column, Line } from '@ant-design/charts';
import { type DateChartProps } from './date-chart-props';

export default function OverviewChart({ kind, data, color, height = 180 }: DateChartProps) {
  const config = { data, xField: 'date', yField: 'value', height, autoFit: true, axis: { x: { title: false }, y: { title: false } } };
  return kind === 'line' ? <Line {...config} style={{ stroke: color, lineWidth: 2 }} /> : <Column {...config} style={{ fill: color }} />;
}
