/**
 * What the chooser shows about the scanned facility: its name (organisation facilities, from the
 * api cache offline), the probable issues to offer (its checklist's parameter labels) and who
 * reports it now (online only; a request goes to them).
 */
import { useEffect, useState } from 'react';
import { type ShiftReporterDetail, connectivity, getShiftReporterDetail, loadChecklists, loadOrganizationFacilities } from 'shared-contracts';

export interface FacilityContext {
  name: string | null;
  parameterLabels: string[];
  /** undefined while asking; null when unknown (offline, failed). */
  reporter: ShiftReporterDetail | null | undefined;
}

export function useFacilityContext(facilityId: string): FacilityContext {
  const [name, setName] = useState<string | null>(null);
  const [parameterLabels, setParameterLabels] = useState<string[]>([]);
  const [reporter, setReporter] = useState<ShiftReporterDetail | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    loadOrganizationFacilities().then(
      (answer) => live && setName(answer.data.find((facility) => facility._id === facilityId)?.name ?? null),
      (error: unknown) => console.warn('facility name unavailable', error),
    );
    loadChecklists().then(
      (answer) => {
        const labels = answer.data
          .filter((checklist) => checklist.facility === facilityId)
          .flatMap((checklist) => checklist.parameters.map((parameter) => parameter.label));
        if (live) setParameterLabels([...new Set(labels)]);
      },
      (error: unknown) => console.warn('checklist unavailable', error),
    );
    (connectivity.isOffline() ? Promise.resolve(null) : getShiftReporterDetail(facilityId)).then(
      (detail) => live && setReporter(detail),
      (error: unknown) => {
        console.warn("the facility's reporter is unknown", error);
        if (live) setReporter(null);
      },
    );
    return () => {
      live = false;
    };
  }, [facilityId]);

  return { name, parameterLabels, reporter };
}
