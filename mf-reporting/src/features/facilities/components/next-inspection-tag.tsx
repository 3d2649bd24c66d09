import { useTranslation } from 'react-i18next';
import { type TimelineEntry, formatTime } from 'shared-contracts';
import { Pill } from 'ui-kit';
import { type NextInspection } from '../rules/next-inspection';

/** 'Now: 9:30 AM' (due, red), 'Next: 11:30 AM', or that every inspection is done. */
export function NextInspectionTag({ next }: { next: NextInspection<TimelineEntry> | null }) {
  const { t } = useTranslation('mf-reporting');
  if (!next) return <Pill color="success">{t('facilities.next.none')}</Pill>;
  const time = formatTime(next.entry.expectedTime);
  return next.when === 'now' ? (
    <Pill color="error">{t('facilities.next.now', { time })}</Pill>
  ) : (
    <Pill color="processing">{t('facilities.next.next', { time })}</Pill>
  );
}
