/**
 * Submit on the details page (spec 000 §4-5): validate, then put the report in the outbox, where
 * the duplicate rules are checked. Offline: 'Report submitted successfully.' with Okay, then home.
 * Online: the drain starts at once and the submit screen shows that item's progress.
 */
import Modal from 'antd/es/modal';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus, connectivity, drainOutbox, notify, readPreloadedInjection } from 'shared-contracts';
import { enqueueDraft, submitStamp } from '../../../shared/outbox/queue-store';
import { registerReportKind } from '../../../shared/outbox/report-kind';
import type { ReportDraft } from '../../../shared/report/rules/report-draft';
import { validateDetails } from '../../../shared/report/rules/validate-report';
import { SUBMIT_PATH, type SubmitLocationState } from '../../../shared/submit-location';

export const HOME_PATH = '/home';

export function useSaveReport(flush: () => Promise<void>) {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);

  const alertThenHome = useCallback(
    (message: string, kind: 'warning' | 'success') => {
      const open = kind === 'success' ? modal.success : modal.warning;
      open({ title: message, okText: t('report.okay'), onOk: () => navigate(HOME_PATH) });
    },
    [modal, navigate, t],
  );

  const save = useCallback(
    async (draft: ReportDraft) => {
      const problem = validateDetails(draft.report);
      if (problem) {
        setShowErrors(true);
        notify('notification', t(problem));
        return;
      }
      setSaving(true);
      try {
        await flush();
        bus.emit('report/saved', { localId: draft.localId, facilityId: draft.facilityId });
        const offline = connectivity.isOffline();
        const androidDeviceId = (readPreloadedInjection() as { androidDeviceId?: string } | null)?.androidDeviceId ?? null;
        const outcome = await enqueueDraft(draft, { stamp: submitStamp(Date.now(), androidDeviceId, offline), offline });
        if (outcome.kind === 'already-submitted') return alertThenHome(t('submit.alreadySubmitted'), 'warning');
        if (outcome.kind === 'already-exists') return alertThenHome(t('submit.alreadyExists'), 'warning');
        if (offline) return alertThenHome(t('submit.queued'), 'success');
        // Online is the case where the drain starts at once; it goes on if the user leaves.
        registerReportKind();
        drainOutbox({ force: true }).catch((error: unknown) => console.error('the upload run failed', error));
        navigate(SUBMIT_PATH, { replace: true, state: { outboxItemId: outcome.itemId } satisfies SubmitLocationState });
      } catch (error) {
        console.error('saving the report failed', error);
        notify('negative', error instanceof Error ? error.message : String(error));
      } finally {
        setSaving(false);
      }
    },
    [alertThenHome, flush, navigate, t],
  );

  return { save, saving, showErrors, modalHolder };
}
