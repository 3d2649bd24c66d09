/** Ad-hoc request rules (spec 000 §4): what may be done with a request, which ones a shift shows. */
import type { AdHocRequest } from 'shared-contracts';

/** Only unchecked requests can be inspected or turned into an issue. */
export function canActOn(request: Pick<AdHocRequest, 'status'>): boolean {
  return request.status === 'unchecked';
}

/** The requests of the shift running now (and those tied to no shift), unchecked first, newest first within a status. */
export function requestsOfShift(requests: readonly AdHocRequest[], shiftId: string): AdHocRequest[] {
  const rank = { unchecked: 0, checking: 1, checked: 2, cancelled: 3 } as const;
  return requests
    .filter((request) => !request.shift || request.shift === shiftId)
    .map((request, index) => ({ request, index }))
    .sort((a, b) => rank[a.request.status] - rank[b.request.status] || a.index - b.index)
    .map(({ request }) => request);
}
