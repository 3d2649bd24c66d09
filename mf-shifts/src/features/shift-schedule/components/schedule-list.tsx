import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Shift, formatDate, formatTime } from 'shared-contracts';

/** The organisation's shifts (GET /shifts) for whoever schedules them: each opens its page to edit or retire it. */
export function ScheduleList({ shifts }: { shifts: readonly Shift[] }) {
  const { t } = useTranslation('mf-shifts');
  return (
    <List
      aria-label={t('schedule.list.title')}
      dataSource={[...shifts]}
      locale={{ emptyText: t('schedule.list.empty') }}
      renderItem={(shift) => (
        <List.Item key={shift._id}>
          <Link to={`/shifts/${shift._id}`} style={{ display: 'block', padding: '4px 0', minHeight: 44 }}>
            <Typography.Text strong>{shift.shiftName ?? shift.shift ?? t('shifts.card.unnamed')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('schedule.list.when', {
                date: formatDate(shift.expectedInTime),
                in: formatTime(shift.expectedInTime),
                out: formatTime(shift.expectedOutTime),
                count: shift.mappings.length + shift.temporaryMappings.length,
              })}
            </Typography.Text>
          </Link>
        </List.Item>
      )}
    />
  );
}
