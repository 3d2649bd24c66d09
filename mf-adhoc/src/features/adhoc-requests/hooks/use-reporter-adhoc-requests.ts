import { useCallback } from 'react';
import { type AdHocRequest, getReporterAdhocRequests } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** The ad-hoc requests addressed to a reporter (GET /shifts/reporter/adhoc-requests?reporterId=). */
export function useReporterAdhocRequests(reporterId: string): AsyncState<AdHocRequest[]> {
  const load = useCallback(() => getReporterAdhocRequests(reporterId), [reporterId]);
  return useAsync(load);
}
