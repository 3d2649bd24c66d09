import { useCallback, useState } from 'react';
import { type Location, getLocations } from 'shared-contracts';
import { type AsyncState, useAsync } from 'ui-kit';

/** The organisation's places; `reload` reads them again after a change. */
export function useLocations(organization: string): AsyncState<Location[]> & { reload: () => void } {
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getLocations(organization), [organization, version]);
  const state = useAsync(load);
  return { ...state, reload: useCallback(() => setVersion((value) => value + 1), []) };
}
