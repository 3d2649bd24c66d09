/**
 * The shift's 'actual / expected' reports (GET /shifts/count/{shiftId}, through the api cache),
 * re-read when mf-shifts announces a change of the active shift and when a report is sent.
 */
import { useEffect, useState } from 'react';
import { merge } from 'rxjs';
import { type ShiftCount, bus, cachedGet, getShiftCount, shiftCountSchema } from 'shared-contracts';

export function useShiftProgress(listShiftId: string | null): ShiftCount | null {
  const [announced, setAnnounced] = useState<string | null>(() => bus.current('shift/active-changed')?.shiftId ?? null);
  const [count, setCount] = useState<ShiftCount | null>(null);
  const [tick, setTick] = useState(0);
  const shiftId = listShiftId ?? announced;

  useEffect(() => {
    const subscription = bus.on('shift/active-changed').subscribe(({ shiftId: id }) => setAnnounced(id));
    const reports = merge(bus.on('report/uploaded'), bus.on('shift/started'), bus.on('shift/ended')).subscribe(() => setTick((value) => value + 1));
    return () => {
      subscription.unsubscribe();
      reports.unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!shiftId) return;
    let current = true;
    cachedGet(`/shifts/count/${shiftId}`, () => getShiftCount(shiftId), shiftCountSchema).then(
      (answer) => current && setCount(answer.data),
      (error: unknown) => console.warn('shift count unavailable', error),
    );
    return () => {
      current = false;
    };
  }, [shiftId, tick]);

  return shiftId ? count : null;
}
