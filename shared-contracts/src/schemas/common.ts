/** Building blocks shared by the entity schemas: ids, dates and the small answers many calls give. */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The longest name (of a person, place, team, parameter…) and the longest free text. */
export const MAX_NAME_LENGTH = 200;
export const MAX_TEXT_LENGTH = 5000;

// C0 control characters and DEL; free text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// A surrogate half without its other half: not a character, and PostgreSQL refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a person could have typed: no control characters (but tab and line breaks), no half characters. */
export const isPlainText = (value: string): boolean => !CONTROL.test(value) && !LONE_SURROGATE.test(value);
/** One line of plain text (a name, an id). */
export const isSingleLine = (value: string): boolean => isPlainText(value) && !LINE_BREAK_OR_TAB.test(value);

/** Free text (descriptions, notes, addresses): at most 5000 characters of plain text. */
export const textSchema = lazySchema(() => z.string().check(z.maxLength(MAX_TEXT_LENGTH), z.refine(isPlainText, 'contains characters that are not allowed')));
/** A name or label: one line, at most 200 characters. */
export const nameSchema = lazySchema(() => z.string().check(z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed')));

/** A server id (`_id`), always a string on the wire. */
export const idSchema = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'is not a valid id')));
export type Id = z.infer<typeof idSchema>;

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Whether `value` is an ISO-8601 date or date-time that names a real moment: 2026-02-31 and
 * 24:00 are refused instead of rolling over, and the year is 1900-9999.
 */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (year === undefined || month === undefined || day === undefined || year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** An ISO-8601 date-time string naming a real moment, e.g. '2024-05-01T09:30:00.000Z'. */
export const isoDateSchema = lazySchema(() => z.string().check(z.maxLength(40), z.refine(isRealIsoDate, 'is not a real date and time')));
export type IsoDate = z.infer<typeof isoDateSchema>;

/** A `{ _id?, name }` reference as the server nests it (location, facility type, city…). */
export const namedRefSchema = lazySchema(() => z.object({ _id: z.optional(idSchema), name: z.string() }));
export type NamedRef = z.infer<typeof namedRefSchema>;

/** `{ status }` answer of calls that only say whether they worked. */
export const statusAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), message: z.optional(z.string()) }));
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/** `{ count }` answer of the overview counters. */
export const countAnswerSchema = lazySchema(() => z.object({ count: z.int().check(z.nonnegative()) }));
export type CountAnswer = z.infer<typeof countAnswerSchema>;

/** Error body of every 4xx/5xx answer of the api. */
export const errorAnswerSchema = lazySchema(() => z.object({ message: z.string() }));
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** `refresh=true` query flag of the admin list calls. */
export const refreshQuerySchema = lazySchema(() => z.object({ refresh: z.optional(z.boolean()) }));
