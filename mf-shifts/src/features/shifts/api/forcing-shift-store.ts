/** For tests only: a store whose state a test can put in a given condition (busy, loading, from cache). */
import { type ShiftsState, ShiftStore } from './shift-store';

export class ForcingShiftStore extends ShiftStore {
  force(patch: Partial<ShiftsState>): void {
    this.patch(patch);
  }
}
