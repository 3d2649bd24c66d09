/**
 * POST /users/organizations/switch (or, for a system administrator entering any organisation, the
 * admin switch POST /admin/users/organizations/), then the new token and user go to the session's owner (the
 * shell) as 'session/switched', which applies it, sets the refresh flag and reloads after 10 ms (spec 001 §4),
 * and 'organization/switched' on the bus. A refusal keeps the current organisation and hands the
 * server's message to the caller.
 */
import { useCallback, useState } from 'react';
import { adminSwitchOrganization, bus, isApiError, switchOrganization } from 'shared-contracts';

export interface SwitchState {
  switching: string | null;
  error: string | null;
}

export function useSwitchOrganization(fallbackMessage: string, onSwitched?: (organizationId: string) => void) {
  const [state, setState] = useState<SwitchState>({ switching: null, error: null });
  const switchTo = useCallback(
    async (organizationId: string, options: { admin?: boolean } = {}) => {
      setState({ switching: organizationId, error: null });
      try {
        const answer = await (options.admin ? adminSwitchOrganization(organizationId) : switchOrganization(organizationId));
        if (!answer.status) throw new Error(fallbackMessage);
        bus.emit('session/switched', { token: answer.token, user: answer.user });
        bus.emit('organization/switched', { organizationId });
        setState({ switching: null, error: null });
        onSwitched?.(organizationId);
      } catch (error) {
        console.error('organisation switch failed', error);
        const message = isApiError(error) || error instanceof Error ? error.message : fallbackMessage;
        setState({ switching: null, error: message || fallbackMessage });
      }
    },
    [fallbackMessage, onSwitched],
  );
  return { ...state, switchTo };
}
