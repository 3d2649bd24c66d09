import { useCallback } from 'react';
import { type Shift, getShift } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** One shift with its check-ins, mappings, temporary mappings and the names they mention (GET /shifts/{id}). */
export function useShiftDetail(shiftId: string): AsyncState<Shift> {
  const load = useCallback(() => getShift(shiftId), [shiftId]);
  return useAsync(load);
}
