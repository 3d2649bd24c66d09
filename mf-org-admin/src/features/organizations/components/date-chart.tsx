import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { Component, type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateChartProps, type DatePoint } from './date-chart-props';

const OverviewChart = lazy(() => import('./overview-chart'));

/** A chart that fails to draw leaves its table and a line of text, not a broken popup. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('chart failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface Props extends Omit<DateChartProps, 'color'> {
  title: string;
  valueLabel: string;
  data: readonly DatePoint[];
}

/** A titled chart by date (lazy), with its table for screen readers and an empty state. */
export function DateChart({ title, valueLabel, data, kind, height }: Props) {
  const { t } = useTranslation('mf-org-admin');
  const { token } = theme.useToken();
  return (
    <figure aria-label={title} style={{ margin: 0, position: 'relative', minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {data.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('organizations.charts.empty')}</Typography.Paragraph>
      ) : (
        <div aria-hidden data-testid="date-chart" style={{ height: height ?? 180 }}>
          <ChartBoundary fallback={<Typography.Text type="secondary">{t('organizations.charts.failed')}</Typography.Text>}>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: height ?? 180 }} />}>
              <OverviewChart kind={kind} data={data} color={token.colorPrimary} height={height} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
      <table style={hidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('organizations.charts.date')}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.date}>
              <td>{point.date}</td>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
