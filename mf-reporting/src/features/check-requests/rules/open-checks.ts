/** The checks asked of me (issue 16's tasks): my ad-hoc requests still to do, the oldest first. */
import type { AdHocRequest } from 'shared-contracts';

const OPEN = new Set(['unchecked', 'checking']);

export function openChecks(requests: readonly AdHocRequest[]): AdHocRequest[] {
  return requests.filter((request) => OPEN.has(request.status)).sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}
