/**
 * Submit on the details page (spec 000 §4-5): validate, refuse duplicates, then either queue the
 * report (offline: 'Report submitted successfully.' with Okay, then home) or hand it to the submit
 * screen by replacing the route.
 */
import Modal from 'antd/es/modal';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus, connectivity, notify, readPreloadedInjection } from 'shared-contracts';
import { enqueueReport, hasRecentQueuedReport, isUploaded, submitStamp } from '../../queue/queue-store';
import type { ReportDraft } from '../../report/rules/report-draft';
import { validateDetails } from '../../report/rules/validate-report';
import { deleteDraft, saveDraft } from '../../report/storage/draft-store';

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
        if (await isUploaded(draft.localId)) {
          await deleteDraft(draft.userId, draft.organizationId, draft.facilityId);
          return alertThenHome(t('submit.alreadySubmitted'), 'warning');
        }
        if (connectivity.isOffline()) {
          if (await hasRecentQueuedReport(draft.userId, draft.organizationId, draft.facilityId)) {
            return alertThenHome(t('submit.alreadyExists'), 'warning');
          }
          const androidDeviceId = (readPreloadedInjection() as { androidDeviceId?: string } | null)?.androidDeviceId ?? null;
          await enqueueReport(draft, submitStamp(Date.now(), androidDeviceId));
          return alertThenHome(t('submit.queued'), 'success');
        }
        await saveDraft({ ...draft, stage: 'submitting' });
        navigate(`/reporting/submit?facility=${encodeURIComponent(draft.facilityId)}`, { replace: true });
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
