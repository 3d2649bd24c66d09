import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type TimelineEntry, type TimelineStatus, formatTime } from 'shared-contracts';

const statusKey = { done: 'done', todo: 'todo', 'N/A': 'na' } as const satisfies Record<TimelineStatus, string>;
const statusColor = { done: 'success', todo: 'processing', 'N/A': 'default' } as const satisfies Record<TimelineStatus, string>;

interface FacilityTimelineProps {
  timeline: readonly TimelineEntry[];
  /** Which entries to show (the mini timeline); all when absent. */
  indexes?: readonly number[];
  /** Index of the next inspection, marked as the current step. */
  nextIndex: number | undefined;
  label: string;
  /** Tapping the cloud icon of a cached entry syncs the queue. */
  onSync: () => void;
}

/** Expected inspections with their actual time and status, times in Asia/Kolkata. */
export function FacilityTimeline({ timeline, indexes, nextIndex, label, onSync }: FacilityTimelineProps) {
  const { t } = useTranslation('mf-reporting');
  const shown = indexes ?? timeline.map((_, index) => index);
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {shown.map((index) => {
        const entry = timeline[index];
        if (!entry) return null;
        const current = index === nextIndex;
        return (
          <li key={`${entry.expectedTime}-${index}`} aria-current={current ? 'step' : undefined} style={{ padding: '4px 0' }}>
            <Flex justify="space-between" align="center" gap="small" wrap>
              <Typography.Text strong={current}>{t('facilities.timeline.expected', { time: formatTime(entry.expectedTime) })}</Typography.Text>
              <Typography.Text type="secondary">
                {entry.actualTime ? t('facilities.timeline.actual', { time: formatTime(entry.actualTime) }) : t('facilities.timeline.noActual')}
              </Typography.Text>
              <Flex align="center" gap={4}>
                {entry.inCache && (
                  <Button
                    size="small"
                    type="text"
                    icon={<CloudUploadOutlined />}
                    aria-label={t('facilities.timeline.cached')}
                    title={t('facilities.timeline.cached')}
                    onClick={onSync}
                  />
                )}
                <Tag color={statusColor[entry.status]} style={{ marginInlineEnd: 0 }}>
                  {t(`facilities.status.${statusKey[entry.status]}`)}
                </Tag>
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
