export interface DatePoint {
  date: string;
  value: number;
}

export interface DateChartProps {
  kind: 'column' | 'line';
  data: readonly DatePoint[];
  /** The organisation's primary colour (charts are themed from it). */
  color: string;
  height?: number;
}
