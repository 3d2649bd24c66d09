import { bus, session } from 'shared-contracts';
import { createUser } from 'shared-contracts/testing';
import { ForcingShiftStore as ShiftStore } from './forcing-shift-store';
import { watchShifts } from './shift-watch';

describe('watchShifts', () => {
  let store: ShiftStore;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    store = new ShiftStore();
    jest.spyOn(store, 'refresh').mockResolvedValue();
    jest.spyOn(store, 'tick').mockResolvedValue();
    session.clear();
  });
  afterEach(() => {
    stop();
    session.clear();
    jest.useRealTimers();
  });

  it('follows a user with shift-read, loads their shifts and checks every 10 seconds', () => {
    stop = watchShifts(store);
    expect(store.refresh).not.toHaveBeenCalled();

    session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }), permissions: ['shift-read'] });
    expect(store.snapshot.owner).toEqual({ userId: 'usr-1', organizationId: 'org-1' });
    expect(store.refresh).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(9_999);
    expect(store.tick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(store.tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(20_000);
    expect(store.tick).toHaveBeenCalledTimes(3);
  });

  it('idles for a user without shift-read and after sign-out', () => {
    stop = watchShifts(store);
    session.update({ user: createUser({ _id: 'usr-2' }), permissions: ['ticket-read'] });
    jest.advanceTimersByTime(30_000);
    expect(store.refresh).not.toHaveBeenCalled();
    expect(store.tick).not.toHaveBeenCalled();

    session.update({ user: createUser({ _id: 'usr-1' }), permissions: ['shift-read'] });
    session.clear();
    jest.advanceTimersByTime(30_000);
    expect(store.tick).not.toHaveBeenCalled();
    expect(store.snapshot.owner).toBeNull();
  });

  it('loads the shifts again when back online after showing the saved ones', () => {
    stop = watchShifts(store);
    session.update({ user: createUser({ _id: 'usr-1' }), permissions: ['shift-read'] });
    store.force({ fromCache: true });
    bus.emit('offline/changed', { offline: false, source: 'user' });
    expect(store.refresh).toHaveBeenCalledTimes(2);
  });
});

describe('watchShifts across tabs', () => {
  it("loads the shifts again when another tab starts or ends a shift, not after this tab's own action", () => {
    const store = new ShiftStore();
    const refresh = jest.spyOn(store, 'refresh').mockResolvedValue();
    const stop = watchShifts(store);
    session.update({ user: createUser({ _id: 'usr-1' }), permissions: ['shift-read'] });
    expect(refresh).toHaveBeenCalledTimes(1);

    bus.emit('shift/started', { shiftId: 's1' });
    bus.emit('shift/ended', { shiftId: 's1' });
    expect(refresh).toHaveBeenCalledTimes(3);

    store.force({ busy: { shiftId: 's1', action: 'start' } });
    bus.emit('shift/started', { shiftId: 's1' });
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    session.clear();
  });
});
