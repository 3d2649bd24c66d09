/** The one module of the feedback feature that imports @ant-design/charts: loaded lazily by the dashboard only. */
import { Column } from '@ant-design/charts';

export interface SatisfactionPoint {
  date: string;
  kind: string;
  count: number;
}

export default function SatisfactionChart({ data, colors }: { data: SatisfactionPoint[]; colors: [string, string] }) {
  return (
    <Column
      data={data}
      xField="date"
      yField="count"
      colorField="kind"
      stack
      height={240}
      autoFit
      scale={{ color: { range: colors } }}
      axis={{ x: { title: false }, y: { title: false } }}
    />
  );
}
