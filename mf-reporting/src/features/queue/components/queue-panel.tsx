import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import antdTheme from 'antd/es/theme';
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
  const { token } = antdTheme.useToken();
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
      {/* A plain list: antd's List brings Pagination, and with it Select and a virtual list (~100 KB),
          onto the facility list's first load for a panel that is usually empty (issue 15). */}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {queue.map((row, index) => (
          <li
            key={row.id}
            aria-label={row.label ?? row.subject ?? row.key}
            style={{ padding: '8px 0', borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}` }}
          >
            <Flex gap="small" align="center" justify="space-between" wrap>
              <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{row.label ?? row.subject ?? row.key}</Typography.Text>
                  <Tag color={stateColor[row.state]}>{t(`queue.state.${row.state}`)}</Tag>
                </Flex>
                <Typography.Text type="secondary">{t('queue.madeAt', { date: formatDate(row.createdAt), time: formatTime(row.createdAt) })}</Typography.Text>
                {row.lastError && row.state !== 'sending' && (
                  <Typography.Paragraph type={row.state === 'needs-attention' ? 'danger' : 'secondary'} style={{ margin: 0 }}>
                    {row.lastError}
                  </Typography.Paragraph>
                )}
              </Flex>
              {decidable(row) && (
                <Flex gap="small">
                  <Button
                    size="small"
                    disabled={offline}
                    onClick={() => void run(() => retryItem(row.id).then(() => (registerReportKind(), drainOutbox({ force: true }))))}
                  >
                    {t('queue.retry')}
                  </Button>
                  <Popconfirm
                    title={t('queue.discardConfirm')}
                    okText={t('queue.discard')}
                    cancelText={t('queue.keep')}
                    onConfirm={() => void run(() => discardItem(row.id))}
                  >
                    <Button size="small" danger>
                      {t('queue.discard')}
                    </Button>
                  </Popconfirm>
                </Flex>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
