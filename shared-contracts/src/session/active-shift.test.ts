import { firstValueFrom, take, toArray } from 'rxjs';
import { bus } from '../bus/bus';
import { getDb, readSetting } from '../db/db';
import { createShift } from '../testing/factories';
import { activeShiftStateOf, publishActiveShift, readActiveShift } from './active-shift';

const shift = { ...createShift({ _id: 'shf-1' }), status: 'upcoming' as const };

describe('active shift state', () => {
  beforeEach(async () => {
    await (await getDb()).settings.clear();
  });

  it('is announced on the bus and kept in the database, once per change', async () => {
    const seen = firstValueFrom(bus.on('shift/active-changed').pipe(take(3), toArray()));
    const upcoming = activeShiftStateOf('usr-1', 'org-1', shift);
    expect(await publishActiveShift(upcoming)).toBe(true);
    expect(await publishActiveShift({ ...upcoming })).toBe(false);
    const started = activeShiftStateOf('usr-1', 'org-1', { ...shift, status: 'started' });
    expect(await publishActiveShift(started)).toBe(true);
    expect(await publishActiveShift(activeShiftStateOf('usr-1', 'org-1', undefined))).toBe(true);

    const states = await seen;
    // The first value is the replay of the last state published before this subscription, if any.
    expect(states.slice(-2).map((s) => [s.shiftId, s.status])).toEqual([
      ['shf-1', 'started'],
      [null, null],
    ]);
    expect(await readSetting('activeShift', null)).toMatchObject({ userId: 'usr-1', shiftId: null });
  });

  it('reads the state back for the same user and organisation only', async () => {
    const state = activeShiftStateOf('usr-2', 'org-1', { ...shift, status: 'started' });
    await publishActiveShift(state);
    await expect(readActiveShift('usr-2', 'org-1')).resolves.toEqual(state);
    await expect(readActiveShift('usr-2', 'org-2')).resolves.toBeNull();
    await expect(readActiveShift('usr-3', 'org-1')).resolves.toBeNull();
  });
});
