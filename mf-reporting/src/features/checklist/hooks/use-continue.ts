/**
 * Continue after the checklist (spec 000 §4): a scheduled report checks for pending similar
 * issues first when online; found ones are listed, none, a failed check or offline proceed. The
 * route then follows the checklist's inspection mode, or the ad-hoc type (`detailsPath`).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { connectivity, detailsPath } from 'shared-contracts';
import type { ReportDraft } from '../../../shared/report/rules/report-draft';
import { usePendingIssues } from './use-pending-issues';

/** The bad parameters of a report (the wizard re-checks only those added after this point). */
export const badParameterIds = (draft: ReportDraft): string[] => draft.report.issueDetails.map((detail) => detail.parameter);

export function useContinue(draft: ReportDraft | null, save: (draft: ReportDraft) => Promise<void>) {
  const navigate = useNavigate();
  const pending = usePendingIssues();
  const { check, dismiss } = pending;

  const proceed = useCallback(async () => {
    if (!draft) return;
    dismiss();
    await save({ ...draft, stage: 'details', checkedBad: badParameterIds(draft) });
    navigate(detailsPath(draft.report, draft.inspectionMode, draft.facilityId));
  }, [draft, dismiss, navigate, save]);

  const start = useCallback(async () => {
    if (!draft) return;
    if (draft.report.reportingType !== 'scheduled' || connectivity.isOffline() || draft.report.issueDetails.length === 0) return proceed();
    if (await check(draft.report)) return;
    return proceed();
  }, [check, draft, proceed]);

  return { ...pending, start, proceed };
}
