/**
 * `feedback` and `/new-feedbacks` (issue 21): customer satisfaction over a date range (default the
 * last 30 days), by facility and by parameter, and the latest comments with their photos.
 */
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Image from 'antd/es/image';
import List from 'antd/es/list';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiConfig, getFeedbackDashboard, type FeedbackDashboard as Dashboard } from 'shared-contracts';

const SatisfactionChart = lazy(() => import('./satisfaction-chart'));
const DAY_FORMAT = 'YYYY-MM-DD';
const percent = (happy: number, unhappy: number) => (happy + unhappy === 0 ? '—' : `${Math.round((100 * happy) / (happy + unhappy))}%`);

export function FeedbackDashboardView({ title }: { title?: string }) {
  const { t } = useTranslation('mf-org-admin');
  const { token } = theme.useToken();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getFeedbackDashboard({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) }, { signal: controller.signal }).then(
      (answer) => {
        setError(false);
        setData(answer);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('feedback dashboard failed', failure);
        setError(true);
      },
    );
    return () => controller.abort();
  }, [range]);

  const points = useMemo(
    () =>
      (data?.byDay ?? []).flatMap((day) => [
        { date: day.date, kind: t('feedback.dashboard.happy'), count: day.positive },
        { date: day.date, kind: t('feedback.dashboard.unhappy'), count: day.negative },
      ]),
    [data, t],
  );
  const base = getApiConfig().baseUrl;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title ?? t('feedback.dashboard.title')}
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label={t('feedback.dashboard.range')}
          format="YYYY/MM/DD"
          allowClear={false}
          value={range}
          onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
        />
      </div>
      {error && <Alert type="error" showIcon title={t('feedback.dashboard.error')} />}
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12 }}>
            <Card size="small">
              <Statistic title={t('feedback.dashboard.satisfaction')} value={percent(data.totals.positive, data.totals.negative)} />
            </Card>
            <Card size="small">
              <Statistic title={t('feedback.dashboard.happy')} value={data.totals.positive} valueStyle={{ color: token.colorSuccess }} />
            </Card>
            <Card size="small">
              <Statistic title={t('feedback.dashboard.unhappy')} value={data.totals.negative} valueStyle={{ color: token.colorError }} />
            </Card>
          </div>
          <Card size="small" title={t('feedback.dashboard.overTime')}>
            {points.length === 0 ? (
              <Typography.Text type="secondary">{t('feedback.dashboard.empty')}</Typography.Text>
            ) : (
              <figure aria-label={t('feedback.dashboard.overTime')} style={{ margin: 0 }}>
                <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
                  <SatisfactionChart data={points} colors={[token.colorSuccess, token.colorError]} />
                </Suspense>
              </figure>
            )}
          </Card>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 12 }}>
            <Card size="small" title={t('feedback.dashboard.byFacility')}>
              <Table
                size="small"
                rowKey="_id"
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                dataSource={data.byFacility}
                columns={[
                  { title: t('feedback.dashboard.facility'), dataIndex: 'name' },
                  { title: t('feedback.dashboard.happy'), dataIndex: 'positive', width: 70 },
                  { title: t('feedback.dashboard.unhappy'), dataIndex: 'negative', width: 80 },
                  { title: '%', key: 'pct', width: 60, render: (_: unknown, row) => percent(row.positive, row.negative) },
                ]}
              />
            </Card>
            <Card size="small" title={t('feedback.dashboard.byParameter')}>
              <Table
                size="small"
                rowKey="_id"
                pagination={false}
                dataSource={data.byParameter}
                columns={[
                  { title: t('feedback.dashboard.parameter'), dataIndex: 'label' },
                  { title: t('feedback.dashboard.happy'), dataIndex: 'happy', width: 70 },
                  { title: t('feedback.dashboard.unhappy'), dataIndex: 'unhappy', width: 80 },
                  { title: '%', key: 'pct', width: 60, render: (_: unknown, row) => percent(row.happy, row.unhappy) },
                ]}
              />
            </Card>
          </div>
          <Card size="small" title={t('feedback.dashboard.latest')}>
            <List
              dataSource={data.latest}
              locale={{ emptyText: t('feedback.dashboard.empty') }}
              renderItem={(item) => (
                <List.Item
                  key={item._id}
                  extra={
                    item.photo ? (
                      <Image width={72} src={`${base}${item.photo}`} alt={t('feedback.dashboard.photoOf', { facility: item.facility.name })} />
                    ) : null
                  }
                >
                  <List.Item.Meta
                    title={
                      <span>
                        <Tag color={item.reviewType === 'negative' ? 'red' : 'green'}>
                          {item.reviewType === 'negative' ? t('feedback.dashboard.unhappy') : t('feedback.dashboard.happy')}
                        </Tag>
                        {item.facility.name}
                      </span>
                    }
                    description={dayjs(item.createdAt).format('DD MMM YYYY, H:mm A')}
                  />
                  <Typography.Paragraph style={{ margin: 0 }}>{item.comment}</Typography.Paragraph>
                </List.Item>
              )}
            />
          </Card>
        </>
      )}
    </div>
  );
}
