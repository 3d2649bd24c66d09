import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type Shift, formatDate, formatTime } from 'shared-contracts';
import { shiftStatusOf } from '../rules/shift-status';
import { ShiftStatusTag } from './shift-status-tag';

/** One shift: its name, status, and expected (and actual) in and out times in Asia/Kolkata. */
export function ShiftCard({ shift }: { shift: Shift }) {
  const { t } = useTranslation('mf-shifts');
  const name = shift.shiftName ?? shift.shift ?? t('shifts.card.unnamed');
  const inDate = formatDate(shift.expectedInTime);
  const outDate = formatDate(shift.expectedOutTime);
  return (
    <Card size="small" role="article" aria-label={name} title={name} extra={<ShiftStatusTag status={shiftStatusOf(shift)} />}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>{inDate === outDate ? inDate : `${inDate} – ${outDate}`}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('shifts.card.expected', { in: formatTime(shift.expectedInTime), out: formatTime(shift.expectedOutTime) })}
      </Typography.Paragraph>
      {shift.actualInTime && (
        <Typography.Text type="secondary">
          {shift.actualOutTime
            ? t('shifts.card.actual', { in: formatTime(shift.actualInTime), out: formatTime(shift.actualOutTime) })
            : t('shifts.card.startedAt', { in: formatTime(shift.actualInTime) })}
        </Typography.Text>
      )}
    </Card>
  );
}
