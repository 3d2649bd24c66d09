import { useCallback, useEffect } from 'react';
import { type AdHocRequest, type CachedAnswer, bus } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';
import { loadReporterRequests } from '../../../shared/api/adhoc-data';

/**
 * The ad-hoc requests addressed to a reporter (GET /shifts/reporter/adhoc-requests?reporterId=),
 * from the api cache when offline. Read again when a request is raised or a report is sent (an
 * answered request turns checked).
 */
export function useReporterAdhocRequests(reporterId: string): AsyncState<CachedAnswer<AdHocRequest[]>> {
  const load = useCallback(() => loadReporterRequests(reporterId), [reporterId]);
  const state = useAsync(load);
  const { retry } = state;
  useEffect(() => {
    const submitted = bus.on('adhoc-request/submitted').subscribe(retry);
    const uploaded = bus.on('report/uploaded').subscribe(retry);
    return () => {
      submitted.unsubscribe();
      uploaded.unsubscribe();
    };
  }, [retry]);
  return state;
}
