/** Dates and times as the product shows them: Asia/Kolkata, 'DD MMM YYYY' and 'H:mm A'. */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = 'Asia/Kolkata';
export const DATE_FORMAT = 'DD MMM YYYY';
export const TIME_FORMAT = 'H:mm A';

export type DateInput = string | number | Date | Dayjs;

/** The instant in Asia/Kolkata. */
export function inKolkata(value: DateInput = Date.now()): Dayjs {
  return dayjs(value).tz(TIME_ZONE);
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
