import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimelineEntry, type TimelineStatus, formatTime } from 'shared-contracts';
import { Pill, secondaryText } from 'ui-kit';

const statusKey = { done: 'done', todo: 'todo', 'N/A': 'na' } as const satisfies Record<TimelineStatus, string>;
const statusColor = { done: 'success', todo: 'processing', 'N/A': 'default' } as const satisfies Record<TimelineStatus, string>;

/**
 * A row's parts are plain elements (ui-kit's plain-parts.tsx): a shift's list repeats this row a
 * few times per card, and as antd's Flex, Text and Tag it was most of the page's ~300 antd
 * components (issue 15).
 */
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '4px 0' };
const end: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };

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
          <li key={`${entry.expectedTime}-${index}`} aria-current={current ? 'step' : undefined} style={row}>
            <span style={current ? { fontWeight: 600 } : undefined}>{t('facilities.timeline.expected', { time: formatTime(entry.expectedTime) })}</span>
            <span style={secondaryText}>
              {entry.actualTime ? t('facilities.timeline.actual', { time: formatTime(entry.actualTime) }) : t('facilities.timeline.noActual')}
            </span>
            <span style={end}>
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
              <Pill color={statusColor[entry.status]} style={{ marginInlineEnd: 0 }}>
                {t(`facilities.status.${statusKey[entry.status]}`)}
              </Pill>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
