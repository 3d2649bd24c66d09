import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type TimelineEntry, type TimelineStatus, formatTime } from 'shared-contracts';

const statusKey = { done: 'done', todo: 'todo', 'N/A': 'na' } as const satisfies Record<TimelineStatus, string>;
const statusColor = { done: 'success', todo: 'processing', 'N/A': 'default' } as const satisfies Record<TimelineStatus, string>;

interface FacilityTimelineProps {
  timeline: readonly TimelineEntry[];
  /** Index of the next inspection, marked as the current step. */
  nextIndex: number | undefined;
}

/** Every expected inspection of the shift with its actual time and status, times in Asia/Kolkata. */
export function FacilityTimeline({ timeline, nextIndex }: FacilityTimelineProps) {
  const { t } = useTranslation('mf-reporting');
  return (
    <ul aria-label={t('facilities.timeline.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {timeline.map((entry, index) => {
        const current = index === nextIndex;
        return (
          <li key={`${entry.expectedTime}-${index}`} aria-current={current ? 'step' : undefined} style={{ padding: '4px 0' }}>
            <Flex justify="space-between" align="center" gap="small" wrap>
              <Typography.Text strong={current}>{t('facilities.timeline.expected', { time: formatTime(entry.expectedTime) })}</Typography.Text>
              <Typography.Text type="secondary">
                {entry.actualTime ? t('facilities.timeline.actual', { time: formatTime(entry.actualTime) }) : t('facilities.timeline.noActual')}
              </Typography.Text>
              <Tag color={statusColor[entry.status]}>{t(`facilities.status.${statusKey[entry.status]}`)}</Tag>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
