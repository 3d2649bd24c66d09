/**
 * The facility list of Screen 1: fetched through the api cache (served from it offline), merged
 * with the user's queued reports as the outbox holds them now (8-hour rule), refreshed every 10
 * minutes and whenever a report is queued, sent or fails. A refresh keeps showing the last list
 * until the new one arrives. An answer is rendered in a transition: a shift's cards (antd's
 * heaviest list at start) render in slices, so the phone still answers taps meanwhile (issue 15).
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { merge } from 'rxjs';
import { FACILITY_REFRESH_MS, type Facility, type OutboxItem, REPORT_SUBMIT_KIND, bus, connectivity, session } from 'shared-contracts';
import { useWaitingOutbox } from 'ui-kit';
import { loadFacilities } from '../../../shared/api/reporting-data';
import { listDrafts } from '../../../shared/report/storage/draft-store';
import { mergeCachedReports } from '../rules/merge-cached-reports';

export interface FacilityListData {
  facilities: Facility[];
  fetchedAt: number;
  fromCache: boolean;
  /** The user's reports waiting in the outbox, oldest first. */
  queue: OutboxItem[];
  /** Facilities with a report in progress on this device → where it resumes. */
  drafts: Map<string, string>;
}

export interface FacilityListState {
  data: FacilityListData | undefined;
  error: unknown;
  loading: boolean;
  refresh: () => void;
}

type Fetched = Omit<FacilityListData, 'queue'>;

async function load(): Promise<Fetched> {
  const answer = await loadFacilities();
  const user = session.snapshot.user;
  const drafts = user?.organization ? await listDrafts(user._id, user.organization) : [];
  return {
    facilities: answer.data,
    fetchedAt: answer.fetchedAt,
    fromCache: answer.fromCache,
    drafts: new Map(drafts.map((draft) => [draft.facilityId, draft.path])),
  };
}

export function useFacilitiesToReport(): FacilityListState {
  const [fetched, setData] = useState<Fetched | undefined>(undefined);
  const queue = useWaitingOutbox(REPORT_SUBMIT_KIND);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = (latest.current += 1);
    setLoading(true);
    load().then(
      (next) => {
        if (request !== latest.current) return;
        startTransition(() => {
          setData(next);
          setError(undefined);
          setLoading(false);
        });
        bus.emit('facilities/refreshed', { count: next.facilities.length, at: new Date(next.fetchedAt).toISOString() });
      },
      (failure: unknown) => {
        if (request !== latest.current) return;
        console.error(failure);
        startTransition(() => {
          setError(failure);
          setLoading(false);
        });
      },
    );
  }, []);

  useEffect(() => {
    // The first load starts right after mounting (state is already 'loading').
    void Promise.resolve().then(refresh);
    const timer = setInterval(refresh, FACILITY_REFRESH_MS);
    const events = merge(bus.on('report/queued'), bus.on('report/uploaded'), bus.on('report/failed')).subscribe(refresh);
    // Coming back online shows fresh data instead of the cached copy.
    let first = true;
    const online = connectivity.changes.subscribe((offline) => {
      if (!first && !offline) refresh();
      first = false;
    });
    return () => {
      clearInterval(timer);
      events.unsubscribe();
      online.unsubscribe();
    };
  }, [refresh]);

  // The list waits for the outbox's first answer, so a queued report never shows as not done.
  const data = useMemo<FacilityListData | undefined>(() => {
    if (!fetched || !queue) return undefined;
    const marks = queue.map((item) => ({ facilityId: item.subject ?? '', madeAt: item.createdAt }));
    return { ...fetched, facilities: mergeCachedReports(fetched.facilities, marks, fetched.fetchedAt), queue };
  }, [fetched, queue]);

  return { data, error, loading: loading || (fetched !== undefined && queue === undefined), refresh };
}
