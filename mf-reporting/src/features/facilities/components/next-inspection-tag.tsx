import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { type TimelineEntry, formatTime } from 'shared-contracts';
import { type NextInspection } from '../rules/next-inspection';

/** 'Now: 9:30 AM' (due, red), 'Next: 11:30 AM', or that every inspection is done. */
export function NextInspectionTag({ next }: { next: NextInspection<TimelineEntry> | null }) {
  const { t } = useTranslation('mf-reporting');
  if (!next) return <Tag color="success">{t('facilities.next.none')}</Tag>;
  const time = formatTime(next.entry.expectedTime);
  return next.when === 'now' ? (
    <Tag color="error">{t('facilities.next.now', { time })}</Tag>
  ) : (
    <Tag color="processing">{t('facilities.next.next', { time })}</Tag>
  );
}
