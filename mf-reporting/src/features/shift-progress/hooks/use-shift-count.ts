import { useCallback, useEffect } from 'react';
import { type ShiftCount, bus, cachedGet, getShiftCount, shiftCountSchema } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/**
 * The shift's counts (GET /shifts/count/{id}) through the api cache, so the bar still shows offline;
 * loaded again when a report of this tab or another is uploaded.
 */
export function useShiftCount(shiftId: string): AsyncState<ShiftCount> {
  const load = useCallback(async () => (await cachedGet(`/shifts/count/${shiftId}`, () => getShiftCount(shiftId), shiftCountSchema)).data, [shiftId]);
  const count = useAsync(load);
  const { retry } = count;
  useEffect(() => {
    const subscription = bus.on('report/uploaded').subscribe(() => retry());
    return () => subscription.unsubscribe();
  }, [retry]);
  return count;
}
