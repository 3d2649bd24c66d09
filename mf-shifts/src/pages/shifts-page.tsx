import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type Shift, formatDateTime, shiftAt } from 'shared-contracts';
import { AsyncContent, type AsyncState, useNow, useOffline, useSessionUser } from 'ui-kit';
import { shiftStore } from '../features/shifts/api/shift-store';
import { SchedulesSection } from '../features/shift-schedule/components/schedules-section';
import { useCanWriteShifts } from '../features/shift-schedule/hooks/use-can-write-shifts';
import { ShiftList } from '../features/shifts/components/shift-list';
import { useShiftAction } from '../features/shifts/hooks/use-shift-action';
import { useShifts } from '../features/shifts/hooks/use-shifts';

/** /shifts: the signed-in user's shifts with their status, times in Asia/Kolkata, and the start and end actions; for shift-write holders, every shift of the organisation and New shift. */
export default function ShiftsPage() {
  const { t } = useTranslation('mf-shifts');
  const user = useSessionUser();
  const state = useShifts();
  const now = useNow(10_000);
  const offline = useOffline();
  const act = useShiftAction();
  const canWrite = useCanWriteShifts();
  const shifts: AsyncState<Shift[]> = {
    data: state.shifts?.map((shift) => shiftAt(shift, now)),
    error: state.shifts ? undefined : state.error,
    loading: !state.shifts && (state.loading || state.error === undefined),
    retry: () => void shiftStore.refresh(),
  };
  return (
    <>
      <Typography.Title level={3}>{t('shifts.title')}</Typography.Title>
      {(offline || state.fromCache) && state.shifts && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={offline ? t('shifts.offline.title') : t('shifts.offline.unreachable')}
          description={[
            offline ? t('shifts.offline.body') : null,
            state.fetchedAt ? t('shifts.offline.cached', { time: formatDateTime(state.fetchedAt) }) : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
      <AsyncContent state={shifts} errorTitle={t('shifts.error')} emptyText={t('shifts.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ShiftList shifts={list} userId={user?._id ?? null} now={now} offline={offline} busy={state.busy} onAction={(action, id) => void act(action, id)} />
        )}
      </AsyncContent>
      {canWrite && <SchedulesSection />}
    </>
  );
}
