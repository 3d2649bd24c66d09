import { type Facility, getFacilitiesToReport } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** The active shift's facilities with their timelines (GET /facilities/v2/facilitiesToReport). */
export function useFacilitiesToReport(): AsyncState<Facility[]> {
  return useAsync(getFacilitiesToReport);
}
