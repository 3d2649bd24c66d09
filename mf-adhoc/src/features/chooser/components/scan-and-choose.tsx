/**
 * Quick Report's flow (spec 001 §4-5), for the shell's avatar menu and the phone's scan button
 * (exposed) and for the /adhoc page: scan a facility's code with the capture kit's scanner (from
 * mf-reporting), check that it names an active facility of the organisation (the cached list, so
 * it works offline), then open 'How do you want report?' for it. Whatever ends the flow (the scan
 * cancelled, the facility refused, the chooser closed) calls `onClose` once.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScanAndChooseProps, findActiveFacility, loadOrganizationFacilities, notify } from 'shared-contracts';
import { useExposed } from 'ui-kit';
import { ReportTypeChooser } from './report-type-chooser';

type Step = { name: 'scan' } | { name: 'checking' } | { name: 'choose'; facilityId: string };

export function ScanAndChoose({ onClose }: ScanAndChooseProps) {
  const { t } = useTranslation('mf-adhoc');
  const [step, setStep] = useState<Step>({ name: 'scan' });
  const scanned = useRef(false);
  const kit = useExposed('captureKit');

  useEffect(() => {
    if (kit.state !== 'unavailable') return;
    notify('negative', t('adhoc.scannerUnavailable'));
    onClose();
  }, [kit.state, onClose, t]);

  const check = async (code: string) => {
    setStep({ name: 'checking' });
    try {
      const facility = findActiveFacility(code, (await loadOrganizationFacilities()).data);
      if (facility) return setStep({ name: 'choose', facilityId: facility._id });
      notify('negative', t('adhoc.noSuchFacility'));
    } catch (error) {
      console.error('facilities unavailable for the scan', error);
      notify('negative', t('adhoc.facilitiesUnavailable'));
    }
    onClose();
  };

  if (step.name === 'scan' && kit.module) {
    const { QrScannerDialog } = kit.module;
    // The scanner closes itself after a result: only a close without one ends the flow.
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
  if (step.name === 'choose') return <ReportTypeChooser open facilityId={step.facilityId} onClose={onClose} />;
  return null;
}
