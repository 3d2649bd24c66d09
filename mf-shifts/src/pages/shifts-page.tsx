import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from 'ui-kit';
import { ShiftList } from '../features/shifts/components/shift-list';
import { useUserShifts } from '../features/shifts/hooks/use-user-shifts';

/** /shifts: the signed-in user's shifts. Starting and ending a shift come with a later release. */
export default function ShiftsPage() {
  const { t } = useTranslation('mf-shifts');
  const shifts = useUserShifts();
  return (
    <>
      <Typography.Title level={3}>{t('shifts.title')}</Typography.Title>
      <AsyncContent state={shifts} errorTitle={t('shifts.error')} emptyText={t('shifts.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => <ShiftList shifts={list} />}
      </AsyncContent>
    </>
  );
}
