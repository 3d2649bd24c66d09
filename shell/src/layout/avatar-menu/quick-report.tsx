/**
 * Quick Report (adhoc-read): scan a facility's code with the capture kit's scanner, check that it
 * names an active facility, then open mf-adhoc's report-type chooser for it. Either remote being
 * down ends the flow with a message saying which part is unavailable.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findActiveFacility, getFacilities, getFacilitiesToReport, isApiError } from 'shared-contracts';
import { useExposed } from 'ui-kit';
import { notify } from '../../app/notice';


type Step = { name: 'scan' } | { name: 'checking' } | { name: 'choose'; facilityId: string };

/** The organisation's facilities; reporters without facility-read use their shift's list. */
async function knownFacilities(): Promise<{ _id: string; active: boolean }[]> {
  try {
    return await getFacilities();
  } catch (error) {
    if (isApiError(error) && error.kind === 'network') throw error;
    return getFacilitiesToReport();
  }
}

export default function QuickReport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [step, setStep] = useState<Step>({ name: 'scan' });
  const scanned = useRef(false);
  const kit = useExposed('captureKit');
  const chooser = useExposed('reportTypeChooser', step.name === 'choose');

  useEffect(() => {
    if (kit.state === 'unavailable') {
      notify('error', t('quickReport.scannerUnavailable'));
      onClose();
    }
  }, [kit.state, onClose, t]);
  useEffect(() => {
    if (chooser.state === 'unavailable') {
      notify('error', t('quickReport.chooserUnavailable'));
      onClose();
    }
  }, [chooser.state, onClose, t]);

  const check = async (code: string) => {
    setStep({ name: 'checking' });
    try {
      const facility = findActiveFacility(code, await knownFacilities());
      if (!facility) {
        notify('error', t('quickReport.noSuchFacility'));
        onClose();
        return;
      }
      setStep({ name: 'choose', facilityId: facility._id });
    } catch (error) {
      console.error('quick report: facilities not loaded', error);
      notify('error', isApiError(error) ? error.message : t('quickReport.checkFailed'));
      onClose();
    }
  };

  if (step.name === 'scan' && kit.module) {
    const { QrScannerDialog } = kit.module;
    // The scanner closes itself after a result: only a close without one ends Quick Report.
    return (
      <QrScannerDialog
        open
        onClose={() => {
          if (!scanned.current) onClose();
        }}
        onResult={(text) => {
          scanned.current = true;
          void check(text);
        }}
      />
    );
  }
  if (step.name === 'choose' && chooser.module) {
    const { ReportTypeChooser } = chooser.module;
    return <ReportTypeChooser open facilityId={step.facilityId} onClose={onClose} />;
  }
  return null;
}
