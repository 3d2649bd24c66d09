import { useCallback } from 'react';
import { type Organization, getOrganization } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** One organisation of the caller (GET /organizations/{id}). */
export function useOrganization(id: string): AsyncState<Organization> {
  const load = useCallback(() => getOrganization(id), [id]);
  return useAsync(load);
}
