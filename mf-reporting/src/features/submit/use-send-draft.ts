/**
 * The submit screen's work (spec 000 §4 Submit): send the saved report with upload progress;
 * success clears the draft, records the localId as uploaded, re-fetches the facility list and goes
 * home; failure says 'Errors occured. Try again.' and goes back to the details.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus, detailsPath, notify, session } from 'shared-contracts';
import { isUploaded, markUploaded } from '../queue/queue-store';
import { sendReport } from '../queue/send-report';
import { loadFacilities } from '../../api/reporting-data';
import { deleteDraft, loadDraft, saveDraft } from '../report/storage/draft-store';

export type SendStatus = 'loading' | 'success' | 'error' | 'empty';

export const SUCCESS_PAUSE_MS = 1200;

export function useSendDraft(facilityId: string | null) {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const [status, setStatus] = useState<SendStatus>('loading');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const started = useRef(false);
  // The upload goes on if the user leaves the page; only the navigation that follows it is dropped.
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per visit: a re-render (or React's dev double effect) must not send twice.
    if (started.current) return;
    started.current = true;
    const user = session.snapshot.user;
    void (async () => {
      const draft = user?.organization && facilityId ? await loadDraft(user._id, user.organization, facilityId) : null;
      if (!draft) return setStatus('empty');
      if (await isUploaded(draft.localId)) {
        await deleteDraft(draft.userId, draft.organizationId, draft.facilityId);
        notify('warning', t('submit.alreadySubmitted'));
        return navigate('/home', { replace: true });
      }
      try {
        await sendReport(draft.report, draft.media, (done, total) => setProgress({ done, total }));
        await markUploaded(draft.localId);
        await deleteDraft(draft.userId, draft.organizationId, draft.facilityId);
        bus.emit('report/uploaded', { localId: draft.localId, facilityId: draft.facilityId });
        setStatus('success');
        notify('positive', t('submit.success'));
        await loadFacilities().then(
          (answer) => bus.emit('facilities/refreshed', { count: answer.data.length, at: new Date(answer.fetchedAt).toISOString() }),
          (error: unknown) => console.warn('could not re-fetch the facilities', error),
        );
        setTimeout(() => here.current && navigate('/home', { replace: true }), SUCCESS_PAUSE_MS);
      } catch (error) {
        console.error('submit failed', error);
        setStatus('error');
        await saveDraft({ ...draft, stage: 'details' });
        notify('notification', t('submit.failed'));
        // Spec 000 §4: back to the details (/reporting/details; an ad-hoc report's own details page).
        if (here.current) navigate(detailsPath(draft.report, 0, draft.facilityId), { replace: true });
      }
    })();
  }, [facilityId, navigate, t]);

  return { status, progress };
}
