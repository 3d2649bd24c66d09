import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type Shift, canEndShift, canStartShift, endShiftAvailableFrom, formatTime, shiftStatusOf } from 'shared-contracts';
import { type ShiftAction } from '../api/shift-store';

interface ShiftActionsProps {
  shift: Shift;
  shifts: readonly Shift[];
  now: number;
  offline: boolean;
  busy: ShiftAction | null;
  onAction: (action: ShiftAction) => void;
}

/**
 * Start (the active shift, while late or upcoming) and End (a started shift, after a
 * confirmation, from 15 minutes before its out-time). Offline both are off: the page says why.
 */
export function ShiftActions({ shift, shifts, now, offline, busy, onAction }: ShiftActionsProps) {
  const { t } = useTranslation('mf-shifts');
  if (canStartShift(shift, shifts, now)) {
    return (
      <div style={{ marginTop: 12 }}>
        <Button type="primary" block disabled={offline} loading={busy === 'start'} onClick={() => onAction('start')}>
          {t('shifts.actions.start')}
        </Button>
      </div>
    );
  }
  if (shiftStatusOf(shift) !== 'started') return null;
  const endable = canEndShift(shift, now);
  return (
    <Space orientation="vertical" style={{ marginTop: 12, width: '100%' }}>
      <Popconfirm
        title={t('shifts.end.confirmTitle')}
        description={t('shifts.end.confirmBody')}
        okText={t('shifts.end.confirmOk')}
        cancelText={t('shifts.end.cancel')}
        disabled={!endable || offline}
        onConfirm={() => onAction('end')}
      >
        <Button danger block disabled={!endable || offline} loading={busy === 'end'}>
          {t('shifts.actions.end')}
        </Button>
      </Popconfirm>
      {!endable && <Typography.Text type="secondary">{t('shifts.end.availableFrom', { time: formatTime(endShiftAvailableFrom(shift)) })}</Typography.Text>}
    </Space>
  );
}
