import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Shift, formatDate, formatTime, shiftStatusOf } from 'shared-contracts';
import { ShiftStatusTag } from './shift-status-tag';

interface ShiftCardProps {
  shift: Shift;
  /** The user's own check-in time, when they started it. */
  startedAt?: string | undefined;
  /** Actions and progress, shown under the times. */
  children?: ReactNode;
  /** Links to the shift's page (/shifts/:id). */
  linkToDetail?: boolean;
}

/** One shift: its name, status, and expected (and actual) in and out times in Asia/Kolkata. */
export function ShiftCard({ shift, startedAt, children, linkToDetail = false }: ShiftCardProps) {
  const { t } = useTranslation('mf-shifts');
  const name = shift.shiftName ?? shift.shift ?? t('shifts.card.unnamed');
  const inDate = formatDate(shift.expectedInTime);
  const outDate = formatDate(shift.expectedOutTime);
  const actualIn = shift.actualInTime ?? startedAt;
  const title = linkToDetail ? <Link to={`/shifts/${encodeURIComponent(shift._id)}`}>{name}</Link> : name;
  return (
    <Card size="small" role="article" aria-label={name} title={title} extra={<ShiftStatusTag status={shiftStatusOf(shift)} />}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>{inDate === outDate ? inDate : `${inDate} – ${outDate}`}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('shifts.card.expected', { in: formatTime(shift.expectedInTime), out: formatTime(shift.expectedOutTime) })}
      </Typography.Paragraph>
      {actualIn && (
        <Typography.Text type="secondary">
          {shift.actualOutTime
            ? t('shifts.card.actual', { in: formatTime(actualIn), out: formatTime(shift.actualOutTime) })
            : t('shifts.card.startedAt', { in: formatTime(actualIn) })}
        </Typography.Text>
      )}
      {children}
    </Card>
  );
}
