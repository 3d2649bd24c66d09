/** Between the shift form's values (dayjs pickers, Asia/Kolkata wall-clock) and the save body of POST/PUT /shifts. */
import dayjs, { type Dayjs } from 'dayjs';
import { type SaveShiftBody, type Shift, type ShiftMappingInput, expectedChecksOfMapping, inKolkata } from 'shared-contracts';

export interface MappingValues {
  reporter?: string | null;
  supervisor?: string | null;
  janitor?: string | null;
  escalateTo?: string | null;
  interval?: number | null;
  facilities?: string[];
}

export interface ShiftFormValues {
  shiftName: string;
  date: Dayjs;
  inTime: Dayjs;
  outTime: Dayjs;
  weekdays: number[];
  mappings: MappingValues[];
  temporaryMappings: MappingValues[];
}

const HOUR = 3_600_000;
/** A picker's wall-clock time as the pickers show it ('HH:mm'); they carry no time zone of their own. */
const clock = (value: Dayjs) => value.format('HH:mm');
const pickerTime = (hhmm: string) => dayjs(`2000-01-01T${hhmm}:00`);

export function emptyMapping(): MappingValues {
  return { reporter: null, supervisor: null, janitor: null, escalateTo: null, interval: 2, facilities: [] };
}

/** A new shift starts at the current hour in Kolkata and lasts 8 hours: running at once, as when cover is needed now. */
export function newShiftValues(now: Dayjs = inKolkata()): ShiftFormValues {
  return {
    shiftName: '',
    date: dayjs(now.format('YYYY-MM-DD')),
    inTime: pickerTime(`${now.format('HH')}:00`),
    outTime: pickerTime(`${now.add(8, 'hour').format('HH')}:00`),
    weekdays: [],
    mappings: [emptyMapping()],
    temporaryMappings: [],
  };
}

const mappingValues = (m: Shift['mappings'][number]): MappingValues => ({
  reporter: m.reporter ?? null,
  supervisor: m.supervisor ?? null,
  janitor: m.janitor ?? null,
  escalateTo: m.escalateTo ?? null,
  interval: m.interval,
  facilities: [...m.facilities],
});

export function shiftValues(shift: Shift): ShiftFormValues {
  const start = inKolkata(shift.expectedInTime);
  return {
    shiftName: shift.shiftName ?? shift.shift ?? '',
    date: dayjs(start.format('YYYY-MM-DD')),
    inTime: pickerTime(start.format('HH:mm')),
    outTime: pickerTime(inKolkata(shift.expectedOutTime).format('HH:mm')),
    weekdays: shift.weekdays ?? [],
    mappings: shift.mappings.map(mappingValues),
    temporaryMappings: shift.temporaryMappings.map(mappingValues),
  };
}

const toInput = (m: MappingValues): ShiftMappingInput => ({
  reporter: m.reporter ?? null,
  supervisor: m.supervisor ?? null,
  janitor: m.janitor ?? null,
  escalateTo: m.escalateTo ?? null,
  interval: m.interval ?? 0,
  facilities: m.facilities ?? [],
  preferredChecklists: [],
});

export function toSaveBody(values: ShiftFormValues): SaveShiftBody {
  return {
    shiftName: values.shiftName.trim(),
    date: values.date.format('YYYY-MM-DD'),
    inTime: clock(values.inTime),
    outTime: clock(values.outTime),
    weekdays: values.weekdays ?? [],
    mappings: (values.mappings ?? []).map(toInput),
    temporaryMappings: (values.temporaryMappings ?? []).map(toInput),
  };
}

/** The shift's span as the server lays it out: an out-time at or before the in-time ends the next day. */
export function spanOf(inTime: Dayjs | undefined, outTime: Dayjs | undefined): { expectedInTime: string; expectedOutTime: string } | null {
  if (!inTime || !outTime) return null;
  const minutes = (value: Dayjs) => value.hour() * 60 + value.minute();
  let length = (minutes(outTime) - minutes(inTime)) * 60_000;
  if (length <= 0) length += 24 * HOUR;
  const start = Date.UTC(2000, 0, 1);
  return { expectedInTime: new Date(start).toISOString(), expectedOutTime: new Date(start + length).toISOString() };
}

/** Expected checks of one mapping being edited: the shared rule (floor of hours over interval, per facility). */
export function expectedChecks(span: ReturnType<typeof spanOf>, mapping: MappingValues | undefined): number {
  if (!span || !mapping?.interval || mapping.interval <= 0) return 0;
  return expectedChecksOfMapping(span, { interval: mapping.interval, facilities: mapping.facilities ?? [] });
}
