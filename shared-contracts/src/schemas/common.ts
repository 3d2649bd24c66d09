/** Building blocks shared by the entity schemas: ids, dates and the small answers many calls give. */
import { z } from 'zod/mini';

/** A server id (`_id`), always a string on the wire. */
export const idSchema = z.string().check(z.minLength(1));
export type Id = z.infer<typeof idSchema>;

/** An ISO-8601 date-time string, e.g. '2024-05-01T09:30:00.000Z'. Kept lenient: any string. */
export const isoDateSchema = z.string();
export type IsoDate = z.infer<typeof isoDateSchema>;

/** A `{ _id?, name }` reference as the server nests it (location, facility type, city…). */
export const namedRefSchema = z.object({ _id: z.optional(idSchema), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** `{ status }` answer of calls that only say whether they worked. */
export const statusAnswerSchema = z.object({ status: z.boolean(), message: z.optional(z.string()) });
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/** `{ count }` answer of the overview counters. */
export const countAnswerSchema = z.object({ count: z.int().check(z.nonnegative()) });
export type CountAnswer = z.infer<typeof countAnswerSchema>;

/** Error body of every 4xx/5xx answer of the api. */
export const errorAnswerSchema = z.object({ message: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** `refresh=true` query flag of the admin list calls. */
export const refreshQuerySchema = z.object({ refresh: z.optional(z.boolean()) });
