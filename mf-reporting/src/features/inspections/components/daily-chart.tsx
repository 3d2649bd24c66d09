/**
 * The daily report's chart: expected versus actual checks per day. This module is the only one
 * that imports @ant-design/charts, and the page loads it with React.lazy, so the charting library
 * lives in this page's chunk only (e2e/tests/size-budget.spec.ts). Themed from the organisation's
 * primary colour (antd's token) and antd's dark or light mode.
 */
import { Line } from '@ant-design/charts';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { DailyReportAnswer } from 'shared-contracts';
import { DAILY_CHART_HEIGHT } from './chart-size';

const luminance = (color: string) => {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(color);
  if (!match) return 1;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export default function DailyChart({ days }: { days: DailyReportAnswer['days'] }) {
  const { t } = useTranslation('mf-reporting');
  const { token } = theme.useToken();
  const dark = luminance(token.colorBgContainer) < 0.5;
  const expected = t('daily.expected');
  const actual = t('daily.actual');
  const data = days.flatMap((day) => [
    { date: day.date.replace(/-/g, '/'), kind: expected, value: day.expectedCount },
    { date: day.date.replace(/-/g, '/'), kind: actual, value: day.actualCount },
  ]);
  return (
    <div aria-hidden data-testid="daily-chart" style={{ height: DAILY_CHART_HEIGHT }}>
      <Line
        data={data}
        xField="date"
        yField="value"
        colorField="kind"
        height={DAILY_CHART_HEIGHT}
        autoFit
        theme={dark ? 'classicDark' : 'classic'}
        scale={{ color: { range: [token.colorTextTertiary, token.colorPrimary] } }}
        axis={{ x: { labelAutoHide: true, labelAutoRotate: false } }}
        style={{ lineWidth: 2 }}
      />
    </div>
  );
}
