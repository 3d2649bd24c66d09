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
import { type QueuedReport, formatDate, formatTime, notify } from 'shared-contracts';
import { discardQueued } from '../queue-store';
import { flushQueue, retryQueued } from '../report-sync';

const stateColor = { queued: 'processing', uploading: 'blue', failed: 'error' } as const;

/** Reports waiting on this device: upload now, and for refused ones the reason, Retry and Discard. */
export function QueuePanel({ queue, offline }: { queue: readonly QueuedReport[]; offline: boolean }) {
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
        <Button size="small" icon={<CloudUploadOutlined />} loading={syncing} disabled={offline} onClick={() => void run(flushQueue)}>
          {t('queue.uploadNow')}
        </Button>
      }
    >
      {offline && <Typography.Paragraph type="secondary">{t('queue.offline')}</Typography.Paragraph>}
      <List
        dataSource={[...queue]}
        rowKey="localId"
        renderItem={(row) => (
          <List.Item
            aria-label={row.facilityName ?? row.facilityId}
            actions={
              row.state === 'failed'
                ? [
                    <Button key="retry" size="small" disabled={offline} onClick={() => void run(() => retryQueued(row.localId))}>
                      {t('queue.retry')}
                    </Button>,
                    <Popconfirm key="discard" title={t('queue.discardConfirm')} okText={t('queue.discard')} cancelText={t('queue.keep')} onConfirm={() => void run(() => discardQueued(row.localId))}>
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
                  {row.facilityName ?? row.facilityId}
                  <Tag color={stateColor[row.state]}>{t(`queue.state.${row.state}`)}</Tag>
                </Flex>
              }
              description={
                <>
                  {t('queue.madeAt', { date: formatDate(row.queuedAt), time: formatTime(row.queuedAt) })}
                  {row.state === 'failed' && row.lastError && <Typography.Paragraph type="danger" style={{ margin: 0 }}>{row.lastError}</Typography.Paragraph>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
