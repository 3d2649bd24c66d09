/**
 * feedbackRequests (feedbackMenuView-read, issue 21): customer feedback that asked for immediate
 * service, newest first, each with the issue it raised and that issue's status (a link to it).
 * Filters (date range, issue state) and the page live in the URL; cards, phone first.
 */
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getApiConfig, getFeedbackRequests, type FeedbackRequestPage } from 'shared-contracts';
import { TextSkeleton } from 'ui-kit';

type State = 'all' | 'open' | 'closed';
const DAY = 'YYYY-MM-DD';

export function FeedbackRequestsView() {
  const { t } = useTranslation('mf-reporting');
  const [params, setParams] = useSearchParams();
  const state = (['all', 'open', 'closed'] as const).find((s) => s === params.get('state')) ?? 'all';
  const from = params.get('from') ?? dayjs().subtract(29, 'day').format(DAY);
  const to = params.get('to') ?? dayjs().format(DAY);
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [data, setData] = useState<FeedbackRequestPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getFeedbackRequests({ from, to, state, page, limit: 20 }, { signal: controller.signal }).then(
      (answer) => {
        setError(null);
        setData(answer);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('feedback requests failed', failure);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => controller.abort();
  }, [from, to, state, page]);

  const update = (next: Record<string, string>) => setParams((current) => ({ ...Object.fromEntries(current), page: '1', ...next }));
  const base = getApiConfig().baseUrl;

  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('feedbackRequests.title')}
      </Typography.Title>
      <Flex wrap gap="small">
        <DatePicker.RangePicker
          aria-label={t('feedbackRequests.range')}
          format="YYYY/MM/DD"
          allowClear={false}
          value={[dayjs(from), dayjs(to)]}
          onChange={(range) => range?.[0] && range[1] && update({ from: range[0].format(DAY), to: range[1].format(DAY) })}
        />
        <Segmented<State>
          value={state}
          onChange={(value) => update({ state: value })}
          options={[
            { value: 'all', label: t('feedbackRequests.state.all') },
            { value: 'open', label: t('feedbackRequests.state.open') },
            { value: 'closed', label: t('feedbackRequests.state.closed') },
          ]}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
      {!data ? (
        <TextSkeleton />
      ) : data.items.length === 0 ? (
        <Empty description={t('feedbackRequests.empty')} />
      ) : (
        <>
          {data.items.map((item) => (
            <Card key={item._id} size="small" role="article" aria-label={item.facility.name}>
              <Flex gap="small" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{item.facility.name}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">{dayjs(item.createdAt).format('DD MMM YYYY, H:mm A')}</Typography.Text>
                  </div>
                  {item.unhappyWith.length > 0 && (
                    <div>
                      {item.unhappyWith.map((label) => (
                        <Tag key={label} color="red">
                          {label}
                        </Tag>
                      ))}
                    </div>
                  )}
                  {item.comment && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{item.comment}</Typography.Paragraph>}
                  <div style={{ marginTop: 6 }}>
                    {item.issue ? (
                      <Link to={`/issues/details/${item.issue._id}`}>
                        {t('feedbackRequests.issue')} <Tag color="blue">{t(`feedbackRequests.status.${item.issue.status}`)}</Tag>
                      </Link>
                    ) : (
                      <Typography.Text type="secondary">{t('feedbackRequests.noIssue')}</Typography.Text>
                    )}
                  </div>
                </div>
                {item.photo && <Image width={72} src={`${base}${item.photo}`} alt={t('feedbackRequests.photo', { facility: item.facility.name })} />}
              </Flex>
            </Card>
          ))}
          <Pagination
            size="small"
            current={data.page}
            pageSize={data.limit}
            total={data.total}
            hideOnSinglePage
            onChange={(next) => setParams((current) => ({ ...Object.fromEntries(current), page: String(next) }))}
          />
        </>
      )}
    </Flex>
  );
}
