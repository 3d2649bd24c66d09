import { useCallback } from 'react';
import { type OrganizationSummary, getProfile } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** The signed-in user's organisations (GET /users/profile, switchableOrgs), with their owner and totals. */
export function useSwitchableOrganizations(): AsyncState<OrganizationSummary[]> {
  const load = useCallback(async () => (await getProfile()).switchableOrgs, []);
  return useAsync(load);
}
