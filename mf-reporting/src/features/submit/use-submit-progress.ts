/**
 * The submit screen's view of its report (spec 000 §4 Submit), read from the outbox as stored:
 * upload progress while it goes; on success 'Report sent.', the facility list re-fetched and home;
 * on a failed attempt 'Errors occured. Try again.' with the reason, and Retry. The report itself
 * stays in the outbox either way (the queue on the facility list shows it), so nothing is lost.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, drainOutbox, notify, retryItem, uploadProgress } from 'shared-contracts';
import { useOffline, useOutboxItem } from 'ui-kit';
import { loadFacilities } from '../../shared/api/reporting-data';
import { registerReportKind } from '../../shared/outbox/report-kind';
import { outboxItemIdOf } from '../../shared/submit-location';
import { sendStatusOf } from './submit-status';

export const SUCCESS_PAUSE_MS = 1200;

export function useSubmitProgress() {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const id = outboxItemIdOf(useLocation().state);
  const item = useOutboxItem(id);
  const offline = useOffline();
  const status = sendStatusOf(item, offline);
  // Each outcome is announced once per visit, whatever re-renders follow.
  const told = useRef<{ success?: boolean; error?: boolean }>({});

  useEffect(() => {
    if (status === 'error' && !told.current.error) {
      told.current.error = true;
      notify('notification', t('submit.failed'));
    }
    if (status !== 'success' || told.current.success) return;
    told.current.success = true;
    notify('positive', t('submit.success'));
    loadFacilities().then(
      (answer) => bus.emit('facilities/refreshed', { count: answer.data.length, at: new Date(answer.fetchedAt).toISOString() }),
      (error: unknown) => console.warn('could not re-fetch the facilities', error),
    );
  }, [status, t]);

  useEffect(() => {
    if (status !== 'success') return undefined;
    // Leaving the page first drops only this navigation.
    const timer = setTimeout(() => navigate('/home', { replace: true }), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [navigate, status]);

  const retry = () => {
    if (!id) return;
    registerReportKind();
    retryItem(id)
      .then(() => drainOutbox({ force: true }))
      .catch((error: unknown) => {
        console.error('retry failed', error);
        notify('negative', error instanceof Error ? error.message : String(error));
      });
  };

  return {
    status,
    progress: item ? uploadProgress(item) : { done: 0, total: 0 },
    reason: status === 'error' ? (item?.lastError ?? (offline ? t('queue.offline') : undefined)) : undefined,
    retry,
  };
}
