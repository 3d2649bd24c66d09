import { act, renderHook, waitFor } from '@testing-library/react';
import { bus, getDb, publishActiveShift, session } from 'shared-contracts';
import { createUser } from 'shared-contracts/testing';
import { useActiveShift } from './use-active-shift';

const state = (shiftId: string | null, status: 'started' | 'late' | null, userId = 'usr-1') => ({
  userId,
  organizationId: 'org-1',
  shiftId,
  status,
  expectedInTime: null,
  expectedOutTime: null,
});

describe('useActiveShift', () => {
  beforeEach(async () => {
    await (await getDb()).settings.clear();
    session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  });
  afterEach(() => session.clear());

  it('follows the shift mf-shifts publishes for the signed-in user', async () => {
    await publishActiveShift(state('s1', 'late'));
    const { result } = renderHook(() => useActiveShift());
    await waitFor(() => expect(result.current).toMatchObject({ shiftId: 's1', status: 'late' }));

    act(() => bus.emit('shift/active-changed', state('s1', 'started')));
    expect(result.current).toMatchObject({ status: 'started' });

    // Another user's state (another tab, an earlier session) is not this user's shift.
    act(() => bus.emit('shift/active-changed', state('s9', 'started', 'usr-2')));
    expect(result.current).toMatchObject({ shiftId: 's1' });
  });

  it('is null when signed out', () => {
    session.clear();
    const { result } = renderHook(() => useActiveShift());
    expect(result.current).toBeNull();
  });
});
