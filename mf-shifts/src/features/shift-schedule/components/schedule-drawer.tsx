import Drawer from 'antd/es/drawer';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type SaveShiftAnswer, type Shift, getShiftCandidates } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { newShiftValues, shiftValues } from '../form-values';
import { ShiftForm } from './shift-form';

interface ScheduleDrawerProps {
  open: boolean;
  /** The occurrence to edit; none creates a shift. */
  shift?: Shift;
  onClose: () => void;
  onSaved: (answer: SaveShiftAnswer) => void;
}

/** The shift form in a drawer, full width on a phone, with the candidates loaded when it opens. */
export function ScheduleDrawer({ open, shift, onClose, onSaved }: ScheduleDrawerProps) {
  const { t } = useTranslation('mf-shifts');
  const candidates = useAsync(useCallback(() => getShiftCandidates(), []));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={Math.min(560, typeof window === 'undefined' ? 560 : window.innerWidth)}
      title={shift ? t('schedule.form.editTitle') : t('schedule.form.newTitle')}
    >
      <AsyncContent state={candidates} errorTitle={t('schedule.form.candidatesError')} emptyText="" isEmpty={() => false}>
        {(data) => <ShiftForm candidates={data} initialValues={shift ? shiftValues(shift) : newShiftValues()} shiftId={shift?._id} onSaved={onSaved} />}
      </AsyncContent>
    </Drawer>
  );
}
