import { useTranslation } from 'react-i18next';
import { type Shift, findActiveShift } from 'shared-contracts';
import { type ShiftAction, type ShiftsState } from '../api/shift-store';
import { ShiftActions } from './shift-actions';
import { ShiftCard } from './shift-card';
import { ShiftProgress } from './shift-progress';

interface ShiftListProps {
  /** The shifts as they stand now (statuses aged by the clock). */
  shifts: readonly Shift[];
  userId: string | null;
  now: number;
  offline: boolean;
  busy: ShiftsState['busy'];
  onAction: (action: ShiftAction, shiftId: string) => void;
}

/** The shifts in the order the server gives them; the active one (first started, late or upcoming) carries the actions. */
export function ShiftList({ shifts, userId, now, offline, busy, onAction }: ShiftListProps) {
  const { t } = useTranslation('mf-shifts');
  const active = findActiveShift(shifts);
  return (
    <ul aria-label={t('shifts.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {shifts.map((shift) => (
        <li key={shift._id}>
          <ShiftCard shift={shift} startedAt={shift.checkIns.find((c) => c.user === userId)?.actualInTime} linkToDetail>
            {shift === active && shift.status === 'started' && <ShiftProgress shift={shift} userId={userId} />}
            <ShiftActions
              shift={shift}
              shifts={shifts}
              now={now}
              offline={offline}
              busy={busy?.shiftId === shift._id ? busy.action : null}
              onAction={(action) => onAction(action, shift._id)}
            />
          </ShiftCard>
        </li>
      ))}
    </ul>
  );
}
