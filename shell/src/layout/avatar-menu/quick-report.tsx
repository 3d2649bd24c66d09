/**
 * Quick Report (adhoc-read): mf-adhoc's flow (scan a facility's code, check it, choose how to
 * report it), loaded at run time. mf-adhoc being down ends it with a message saying so.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExposed } from 'ui-kit';
import { notify } from '../../app/notice';

export default function QuickReport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const flow = useExposed('reportTypeChooser');

  useEffect(() => {
    if (flow.state !== 'unavailable') return;
    notify('error', t('quickReport.chooserUnavailable'));
    onClose();
  }, [flow.state, onClose, t]);

  if (!flow.module) return null;
  const { ScanAndChoose } = flow.module;
  return <ScanAndChoose onClose={onClose} />;
}
