import { type Shift, getUserShifts } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** The signed-in user's shifts (GET /users/shifts). */
export function useUserShifts(): AsyncState<Shift[]> {
  return useAsync(getUserShifts);
}
