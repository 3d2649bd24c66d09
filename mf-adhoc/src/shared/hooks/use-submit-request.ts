/**
 * Sending an ad-hoc request (Create an Issue, the chooser's request form): spec 000 §4, §8. On
 * HTTP 200 'Ad-Hoc Request has been submitted.' and /adhoc-requests; otherwise 'Error in
 * submitting Ad-Hoc Request.' with the reason kept for the dialog, which stays open with what was
 * entered. Offline nothing is sent and the reason says the network is needed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type AdHocRequestIssueBody, connectivity, isApiError, notify } from 'shared-contracts';
import { submitAdhocRequest } from '../api/adhoc-data';

export function useSubmitRequest(onSent: () => void) {
  const { t } = useTranslation('mf-adhoc');
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (body: AdHocRequestIssueBody): Promise<void> => {
    setProblem(null);
    if (connectivity.isOffline()) {
      notify('negative', t('submit.failed'));
      setProblem(t('submit.offline'));
      return;
    }
    setSending(true);
    try {
      await submitAdhocRequest(body);
      notify('positive', t('submit.done'));
      onSent();
      navigate('/adhoc-requests');
    } catch (error) {
      console.error('ad-hoc request not submitted', error);
      notify('negative', t('submit.failed'));
      setProblem(isApiError(error) ? error.message : t('submit.unknown'));
    } finally {
      setSending(false);
    }
  };

  return { send, sending, problem };
}
