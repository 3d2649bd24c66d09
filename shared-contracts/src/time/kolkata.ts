/**
 * Dates and times as the product shows them: Asia/Kolkata, 'DD MMM YYYY' and 'H:mm A'.
 *
 * Asia/Kolkata has kept one offset, UTC+5:30, with no daylight saving, since 1945; so the instant is
 * shown at that fixed offset (dayjs's utc plugin) rather than through dayjs's timezone plugin, which
 * asks Intl for the zone on every call: on a phone's start (4x CPU) its first calls took 100 ms of
 * the main thread for the home page's one date (issue 15). The test compares with Intl.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const TIME_ZONE = 'Asia/Kolkata';
/** Asia/Kolkata's offset from UTC, in minutes (+5:30, the same all year). */
export const KOLKATA_OFFSET_MINUTES = 330;
export const DATE_FORMAT = 'DD MMM YYYY';
export const TIME_FORMAT = 'H:mm A';

export type DateInput = string | number | Date | Dayjs;

/** The instant in Asia/Kolkata. */
export function inKolkata(value: DateInput = Date.now()): Dayjs {
  return dayjs(value).utcOffset(KOLKATA_OFFSET_MINUTES);
}

export function formatDate(value: DateInput): string {
  return inKolkata(value).format(DATE_FORMAT);
}

export function formatTime(value: DateInput): string {
  return inKolkata(value).format(TIME_FORMAT);
}

export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}
