/**
 * The report being filled in for one facility: resumed from the database, or started from the
 * facility, its checklist and the user's mapping. Every change is saved (debounced), so a reload
 * or a closed tab loses nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AdhocStart,
  type Team,
  adhocReportingType,
  connectivity,
  getShiftReporterDetail,
  loadChecklists,
  loadOrganizationFacilities,
  session,
} from 'shared-contracts';
import { loadFacilities, loadTeams, loadUserShifts, mappingFor } from '../../api/reporting-data';
import { pickChecklist } from '../rules/pick-checklist';
import { type AdhocDraft, type ReportDraft, adhocReportFields, startDraft } from '../rules/report-draft';
import { loadDraft, saveDraft } from '../storage/draft-store';

export type DraftProblem = 'no-facility' | 'no-checklist' | 'no-report' | 'signed-out';

export type DraftState =
  | { status: 'loading' }
  | { status: 'missing'; problem: DraftProblem }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; draft: ReportDraft; teams: Team[] };

const SAVE_DELAY_MS = 300;

/**
 * An ad-hoc report may name any active facility of the organisation, not only the user's; who
 * reports the facility now is asked when online and left unknown offline or on failure.
 */
async function adhocDraftOf(start: AdhocStart, facilityId: string, permissions: readonly string[]): Promise<AdhocDraft> {
  let currentReporter: AdhocDraft['currentReporter'] = null;
  if (!connectivity.isOffline()) {
    try {
      const detail = await getShiftReporterDetail(facilityId);
      currentReporter = { userId: detail.user?._id ?? null, shiftId: detail.shift?._id ?? null };
    } catch (error) {
      console.warn("the facility's current reporter is unknown", error);
    }
  }
  return { ...start, reportingType: adhocReportingType(permissions), currentReporter };
}

async function facilityFor(facilityId: string, adhoc: boolean) {
  const mine = (await loadFacilities()).data.find((candidate) => candidate._id === facilityId);
  if (mine || !adhoc) return mine ?? null;
  const theirs = (await loadOrganizationFacilities()).data.find((candidate) => candidate._id === facilityId && candidate.active);
  return theirs ? { _id: theirs._id, name: theirs.name, extraParams: null, shiftId: null } : null;
}

/** A resumed report takes the kind the user just chose (a request's Start Reporting, the chooser). */
function withKind(draft: ReportDraft, adhoc: AdhocDraft): ReportDraft {
  return { ...draft, report: { ...draft.report, ...adhocReportFields(adhoc) } };
}

async function openDraft(facilityId: string, create: boolean, start: AdhocStart | null): Promise<DraftState> {
  const user = session.snapshot.user;
  if (!user?.organization) return { status: 'missing', problem: 'signed-out' };
  const teams = await loadTeams().then(
    (answer) => answer.data,
    (error: unknown) => {
      // The team select falls back to empty; the report can still be made.
      console.warn('teams unavailable', error);
      return [];
    },
  );
  const wanted = start && create ? start : null;
  const saved = await loadDraft(user._id, user.organization, facilityId);
  // A resumed report of the kind asked for opens as it is, without asking who reports the facility.
  const sameKind = (draft: ReportDraft, kind: AdhocStart) =>
    (draft.report.adHocRequestId ?? null) === (kind.adHocRequestId ?? null) && draft.report.adHocReportType === kind.adHocReportType;
  if (saved && (!wanted || sameKind(saved, wanted))) return { status: 'ready', draft: saved, teams };
  const adhoc = wanted ? await adhocDraftOf(wanted, facilityId, session.snapshot.permissions) : null;
  if (saved && adhoc) {
    const changed = withKind(saved, adhoc);
    await saveDraft(changed);
    return { status: 'ready', draft: changed, teams };
  }
  if (!create) return { status: 'missing', problem: 'no-report' };
  const [facility, checklists, shifts] = await Promise.all([facilityFor(facilityId, Boolean(adhoc)), loadChecklists(), loadUserShifts().catch(() => null)]);
  if (!facility) return { status: 'missing', problem: 'no-facility' };
  const shift =
    shifts?.data.find((candidate) => candidate._id === facility.shiftId) ?? shifts?.data.find((candidate) => mappingFor(candidate, facilityId, user._id));
  const mapping = mappingFor(shift, facilityId, user._id);
  const checklist = pickChecklist(checklists.data, facilityId, mapping?.preferredChecklists);
  if (!checklist) return { status: 'missing', problem: 'no-checklist' };
  const draft = startDraft({
    localId: crypto.randomUUID(),
    now: Date.now(),
    user,
    facility,
    checklist,
    shiftId: facility.shiftId ?? shift?._id ?? null,
    mapping,
    adhoc,
  });
  await saveDraft(draft);
  return { status: 'ready', draft, teams };
}

export interface ReportDraftApi {
  state: DraftState;
  /** Applies a change now and saves it shortly after. */
  update: (change: (draft: ReportDraft) => ReportDraft) => void;
  /** Saves pending changes now (before navigating away). */
  flush: () => Promise<void>;
  reload: () => void;
}

/**
 * `create`: the checklist page starts a report; the later pages only resume one. `adhoc`: the
 * checklist was opened for an ad-hoc report (mf-adhoc's chooser or a request's Start Reporting).
 */
export function useReportDraft(facilityId: string | null, { create, adhoc = null }: { create: boolean; adhoc?: AdhocStart | null }): ReportDraftApi {
  const [attempt, setAttempt] = useState(0);
  const adhocType = adhoc?.adHocReportType ?? null;
  const adhocRequest = adhoc?.adHocRequestId ?? null;
  // The state belongs to one request; a new facility or a retry reads as loading until it answers.
  const request = `${facilityId ?? ''}|${String(create)}|${adhocType ?? ''}|${adhocRequest ?? ''}|${attempt}`;
  const [stored, setStored] = useState<{ request: string; state: DraftState } | null>(null);
  const state: DraftState = !facilityId ? { status: 'missing', problem: 'no-facility' } : stored?.request === request ? stored.state : { status: 'loading' };
  const setState = useCallback(
    (next: DraftState | ((previous: DraftState) => DraftState)) =>
      setStored((previous) => {
        const base = previous?.request === request ? previous.state : ({ status: 'loading' } as DraftState);
        return { request, state: typeof next === 'function' ? next(base) : next };
      }),
    [request],
  );
  const pending = useRef<ReportDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!facilityId) return;
    let current = true;
    openDraft(facilityId, create, adhocType ? { adHocReportType: adhocType, adHocRequestId: adhocRequest } : null).then(
      (next) => current && setState(next),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [facilityId, create, adhocType, adhocRequest, setState]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (draft) await saveDraft(draft);
  }, []);

  // Whatever is typed last is saved even when the page closes mid-debounce.
  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, [flush]);

  const update = useCallback(
    (change: (draft: ReportDraft) => ReportDraft) => {
      setState((previous) => {
        if (previous.status !== 'ready') return previous;
        const draft = change(previous.draft);
        pending.current = draft;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush().catch((error: unknown) => console.error('could not save the report', error)), SAVE_DELAY_MS);
        return { ...previous, draft };
      });
    },
    [flush, setState],
  );

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, update, flush, reload };
}
