import { type Shift } from 'shared-contracts';

let seq = 0;

export function createShift(overrides: Partial<Shift> = {}): Shift {
  seq += 1;
  return {
    _id: `shift-${seq}`,
    shiftName: `Shift ${seq}`,
    started: false,
    finished: false,
    missed: false,
    late: false,
    expectedInTime: '2026-05-01T03:30:00.000Z',
    expectedOutTime: '2026-05-01T11:30:00.000Z',
    checkIns: [],
    mappings: [],
    temporaryMappings: [],
    ...overrides,
  };
}
