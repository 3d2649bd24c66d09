/** The organisation's ad-hoc requests (GET /adhoc-requests/all), through the api cache for offline reading. */
import { useCallback } from 'react';
import { type AdHocRequestStatus, adHocRequestOverviewAnswerSchema, cachedGet, getAdhocRequestOverview, getStaff } from 'shared-contracts';
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

/** Who a request can be handed to: the organisation's reporters (staff in a reporter group). */
export function useReporterOptions() {
  const load = useCallback(
    async () =>
      (await getStaff())
        .filter((user) => user.userGroupNames.some((group) => group.startsWith('reporter')))
        .map((user) => ({ value: user._id, label: user.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );
  return useAsync(load);
}
