/**
 * Continue after the checklist (spec 000 §4): a scheduled report checks for pending similar
 * issues first when online; found ones are listed, none, a failed check or offline proceed. The
 * route then follows the checklist's inspection mode, or the ad-hoc type (`detailsPath`).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type PendingIssue, checkIssue, connectivity, detailsPath, notify, remindSupervisor } from 'shared-contracts';
import type { ReportDraft } from '../../report/rules/report-draft';

export function useContinue(draft: ReportDraft | null, save: (draft: ReportDraft) => Promise<void>) {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [tickets, setTickets] = useState<PendingIssue[] | null>(null);
  const [reminding, setReminding] = useState(false);

  const proceed = useCallback(async () => {
    if (!draft) return;
    setTickets(null);
    await save({ ...draft, stage: 'details' });
    navigate(detailsPath(draft.report, draft.inspectionMode, draft.facilityId));
  }, [draft, navigate, save]);

  const start = useCallback(async () => {
    if (!draft) return;
    if (draft.report.reportingType !== 'scheduled' || connectivity.isOffline() || draft.report.issueDetails.length === 0) return proceed();
    setChecking(true);
    try {
      const answer = await checkIssue(draft.report);
      if (answer.tickets.length > 0) return setTickets(answer.tickets);
    } catch (error) {
      // Shown, then the report goes on (spec 000 §8: on the checklist page it proceeds).
      console.error('check-issue failed', error);
      notify('negative', error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
    return proceed();
  }, [draft, proceed]);

  const remind = useCallback(async () => {
    const ids = (tickets ?? []).flatMap((ticket) => (ticket._id ? [ticket._id] : []));
    setReminding(true);
    try {
      await remindSupervisor(ids);
      notify('positive', t('checklist.pending.reminded'));
    } catch (error) {
      console.error('remind failed', error);
      notify('negative', error instanceof Error ? error.message : String(error));
    } finally {
      setReminding(false);
    }
  }, [t, tickets]);

  return { start, proceed, remind, checking, reminding, tickets, dismiss: () => setTickets(null) };
}
