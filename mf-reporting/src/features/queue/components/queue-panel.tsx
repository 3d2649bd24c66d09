import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OutboxItem, type OutboxState, discardItem, drainOutbox, formatDate, formatTime, notify, retryItem } from 'shared-contracts';
import { registerReportKind } from '../../../shared/outbox/report-kind';

const stateColor = { queued: 'processing', sending: 'blue', 'needs-attention': 'error', done: 'success' } as const satisfies Record<OutboxState, string>;

/** A row's actions: the user decides about a refused report, and about one that keeps failing. */
const decidable = (row: OutboxItem) => row.state === 'needs-attention' || (row.state === 'queued' && row.lastError !== undefined);

/**
 * Reports waiting on this device, each row as stored in the outbox (watched, so it never shows
 * 'Uploading' for an item that went back in line): Upload now; for one refused or failing, the
 * reason, Retry and Discard (asked first).
 */
export function QueuePanel({ queue, offline }: { queue: readonly OutboxItem[]; offline: boolean }) {
  const { t } = useTranslation('mf-reporting');
  const [syncing, setSyncing] = useState(false);
  if (queue.length === 0) return null;

  const run = async (work: () => Promise<unknown>) => {
    setSyncing(true);
    try {
      await work();
    } catch (error) {
      console.error('sync failed', error);
      notify('negative', error instanceof Error ? error.message : String(error));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Card
      size="small"
      role="region"
      aria-label={t('queue.title')}
      title={t('queue.title')}
      extra={
        <Button
          size="small"
          icon={<CloudUploadOutlined />}
          loading={syncing}
          disabled={offline}
          onClick={() => void run(() => (registerReportKind(), drainOutbox({ force: true })))}
        >
          {t('queue.uploadNow')}
        </Button>
      }
    >
      {offline && <Typography.Paragraph type="secondary">{t('queue.offline')}</Typography.Paragraph>}
      <List
        dataSource={[...queue]}
        rowKey="id"
        renderItem={(row) => (
          <List.Item
            aria-label={row.label ?? row.subject ?? row.key}
            actions={
              decidable(row)
                ? [
                    <Button
                      key="retry"
                      size="small"
                      disabled={offline}
                      onClick={() => void run(() => retryItem(row.id).then(() => (registerReportKind(), drainOutbox({ force: true }))))}
                    >
                      {t('queue.retry')}
                    </Button>,
                    <Popconfirm
                      key="discard"
                      title={t('queue.discardConfirm')}
                      okText={t('queue.discard')}
                      cancelText={t('queue.keep')}
                      onConfirm={() => void run(() => discardItem(row.id))}
                    >
                      <Button size="small" danger>
                        {t('queue.discard')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Flex gap="small" align="center" wrap>
                  {row.label ?? row.subject ?? row.key}
                  <Tag color={stateColor[row.state]}>{t(`queue.state.${row.state}`)}</Tag>
                </Flex>
              }
              description={
                <>
                  {t('queue.madeAt', { date: formatDate(row.createdAt), time: formatTime(row.createdAt) })}
                  {row.lastError && row.state !== 'sending' && (
                    <Typography.Paragraph type={row.state === 'needs-attention' ? 'danger' : 'secondary'} style={{ margin: 0 }}>
                      {row.lastError}
                    </Typography.Paragraph>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
