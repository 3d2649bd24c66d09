/** The organisation's ad-hoc requests (GET /adhoc-requests/all), through the api cache for offline reading. */
import { useCallback } from 'react';
import { type AdHocRequestStatus, adHocRequestOverviewAnswerSchema, cachedGet, getAdhocRequestOverview } from 'shared-contracts';
import { useAsync } from 'ui-kit';

export function useAdhocOverview(status: AdHocRequestStatus | undefined, page: number) {
  const load = useCallback(
    () =>
      cachedGet(
        `/adhoc-requests/all?status=${status ?? ''}&page=${page}`,
        () => getAdhocRequestOverview({ status, page, limit: 20 }),
        adHocRequestOverviewAnswerSchema,
      ),
    [status, page],
  );
  return useAsync(load);
}
