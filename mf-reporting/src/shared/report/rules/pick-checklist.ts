/**
 * Spec 000 §7 (GET /facilities/checklist): the preferred checklist of the user's mapping for the
 * facility, otherwise the facility's non-appendix checklist.
 */
import type { Checklist, PreferredChecklist } from 'shared-contracts';

export function pickChecklist(checklists: readonly Checklist[], facilityId: string, preferred: readonly PreferredChecklist[] = []): Checklist | null {
  const preferredId = preferred.find((entry) => entry.facility === facilityId)?.checklist;
  const chosen = preferredId ? checklists.find((checklist) => checklist._id === preferredId) : undefined;
  return chosen ?? checklists.find((checklist) => checklist.facility === facilityId && !checklist.appendixChecklistTemplate) ?? null;
}
