import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, isApiError } from 'shared-contracts';
import { type ShiftAction, type ShiftStore, shiftStore } from '../api/shift-store';

/** Runs a start or end and tells the user how it went (the shell shows the toast). */
export function useShiftAction(store: ShiftStore = shiftStore): (action: ShiftAction, shiftId: string) => Promise<void> {
  const { t } = useTranslation('mf-shifts');
  return useCallback(
    async (action, shiftId) => {
      const result = action === 'start' ? await store.startShift(shiftId) : await store.endShift(shiftId);
      if (result.ok) {
        bus.emit('ui/notify', { kind: 'success', message: t(`shifts.notify.${action}ed`) });
      } else if (result.reason === 'offline') {
        bus.emit('ui/notify', { kind: 'warning', message: t(`shifts.notify.${action}Offline`) });
      } else {
        // The shell's toast shows one line: the server's reason goes into it.
        const reason = isApiError(result.error) ? result.error.message : t('shifts.notify.unknown');
        bus.emit('ui/notify', { kind: 'error', message: t(`shifts.notify.${action}Failed`, { reason }) });
      }
    },
    [store, t],
  );
}
