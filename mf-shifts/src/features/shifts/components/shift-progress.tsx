import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Shift, getReportsCount, getShiftCount, reportProgress } from 'shared-contracts';
import { useAsync } from 'ui-kit';

const strokeOf = { normal: undefined, warning: '#faad14', positive: '#52c41a' } as const;

interface ShiftProgressProps {
  shift: Pick<Shift, '_id' | 'expectedInTime' | 'expectedOutTime'>;
  userId: string | null;
}

/**
 * The shift's reports so far over those expected (GET /shifts/count/{id}), as 'actual / expected'
 * and a bar, and how many of them the user made (GET /reports/count).
 */
export function ShiftProgress({ shift, userId }: ShiftProgressProps) {
  const { t } = useTranslation('mf-shifts');
  const { _id: shiftId, expectedInTime, expectedOutTime } = shift;
  const load = useCallback(
    () =>
      Promise.all([
        getShiftCount(shiftId),
        userId ? getReportsCount({ user: userId, expectedInTime, expectedOutTime }).then((answer) => answer.reportsCount) : Promise.resolve(null),
      ]),
    [shiftId, userId, expectedInTime, expectedOutTime],
  );
  const count = useAsync(load);
  if (count.loading) return null;
  if (!count.data) return <Typography.Text type="secondary">{t('shifts.progress.error')}</Typography.Text>;
  const [{ actualReports, expectedReports }, mine] = count.data;
  // A shift in which this user reports nothing (a supervisor's) has no progress to show.
  if (expectedReports === 0) return null;
  const { percent, tone } = reportProgress(actualReports, expectedReports);
  return (
    <div style={{ marginTop: 12 }} role="group" aria-label={t('shifts.progress.title')}>
      <Typography.Text>{t('shifts.progress.count', { actual: actualReports, expected: expectedReports })}</Typography.Text>
      <Progress percent={percent} strokeColor={strokeOf[tone]} status="normal" aria-label={t('shifts.progress.title')} />
      {mine !== null && <Typography.Text type="secondary">{t('shifts.progress.mine', { count: mine })}</Typography.Text>}
    </div>
  );
}
