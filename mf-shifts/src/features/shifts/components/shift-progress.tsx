import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getShiftCount, reportProgress } from 'shared-contracts';
import { useAsync } from 'ui-kit';

const strokeOf = { normal: undefined, warning: '#faad14', positive: '#52c41a' } as const;

/** The shift's reports so far over those expected (GET /shifts/count/{id}), as 'actual / expected' and a bar. */
export function ShiftProgress({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation('mf-shifts');
  const load = useCallback(() => getShiftCount(shiftId), [shiftId]);
  const count = useAsync(load);
  if (count.loading) return null;
  if (!count.data) return <Typography.Text type="secondary">{t('shifts.progress.error')}</Typography.Text>;
  const { actualReports, expectedReports } = count.data;
  // A shift in which this user reports nothing (a supervisor's) has no progress to show.
  if (expectedReports === 0) return null;
  const { percent, tone } = reportProgress(actualReports, expectedReports);
  return (
    <div style={{ marginTop: 12 }} role="group" aria-label={t('shifts.progress.title')}>
      <Typography.Text>{t('shifts.progress.count', { actual: actualReports, expected: expectedReports })}</Typography.Text>
      <Progress percent={percent} strokeColor={strokeOf[tone]} status="normal" aria-label={t('shifts.progress.title')} />
    </div>
  );
}
