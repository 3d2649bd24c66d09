import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type CheckIn, formatDateTime } from 'shared-contracts';
import { type Names } from '../names';

/** Who started the shift, when, and for how many facilities. */
export function CheckInList({ checkIns, names }: { checkIns: readonly CheckIn[]; names: Names }) {
  const { t } = useTranslation('mf-shifts');
  if (checkIns.length === 0) return <Typography.Text type="secondary">{t('shiftDetail.noCheckIns')}</Typography.Text>;
  return (
    <Card size="small">
      <ul aria-label={t('shiftDetail.checkIns')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {checkIns.map((checkIn) => (
          <li key={`${checkIn.user}-${checkIn.actualInTime}`}>
            <Typography.Text strong>{names.user(checkIn.user)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {`${t('shiftDetail.checkIn.at', { time: formatDateTime(checkIn.actualInTime) })} · ${t('shiftDetail.checkIn.facilities', { count: checkIn.facilities.length })}`}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
