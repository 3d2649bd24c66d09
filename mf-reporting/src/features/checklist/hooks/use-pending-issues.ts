/**
 * The pending similar issues check (spec 000 §4): POST /issues/check-issue with the report; found
 * tickets are listed ('Issue already exists' with Continue and 'Remind supervisor'). A failed
 * check is shown as a negative notification and counts as none found, so the report goes on.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PendingIssue, type Report, checkIssue, notify, remindSupervisor } from 'shared-contracts';

export function usePendingIssues() {
  const { t } = useTranslation('mf-reporting');
  const [checking, setChecking] = useState(false);
  const [tickets, setTickets] = useState<PendingIssue[] | null>(null);
  const [reminding, setReminding] = useState(false);

  /** True when pending issues were found (the dialog is open); false lets the caller proceed. */
  const check = useCallback(async (report: Report): Promise<boolean> => {
    setChecking(true);
    try {
      const answer = await checkIssue(report);
      if (answer.tickets.length === 0) return false;
      setTickets(answer.tickets);
      return true;
    } catch (error) {
      console.error('check-issue failed', error);
      notify('negative', error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setChecking(false);
    }
  }, []);

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

  const dismiss = useCallback(() => setTickets(null), []);
  return { check, remind, dismiss, checking, reminding, tickets };
}
