import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, type Facility } from 'shared-contracts';
import { resolveScan } from '../api/resolve-scan';
import { scanMessageKind } from '../rules/check-scan';

export const checklistPath = (facilityId: string) => `/reporting/checklist?facility=${encodeURIComponent(facilityId)}`;

/**
 * Handles a scanned code: opens the facility's checklist, or asks the shell for the spec's
 * notification (spec 000 §5, §8) over the bus.
 */
export function useScanFlow(facilities: readonly Facility[] | undefined): { checking: boolean; onScan: (text: string) => Promise<void> } {
  const { t } = useTranslation('mf-reporting');
  const [checking, setChecking] = useState(false);

  const onScan = async (text: string) => {
    setChecking(true);
    try {
      const outcome = await resolveScan(text, facilities);
      if (outcome.ok) bus.emit('ui/navigate', { to: checklistPath(outcome.facility._id) });
      else bus.emit('ui/notify', { kind: scanMessageKind[outcome.message], message: t(`scan.message.${outcome.message}`) });
    } catch (error) {
      console.error('checking the scanned code failed', error);
      bus.emit('ui/notify', { kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setChecking(false);
    }
  };

  return { checking, onScan };
}
