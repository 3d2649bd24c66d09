/**
 * shared-contracts' schemas are written in zod mini (functions instead of methods: 10 KB gzip
 * instead of 25 KB for classic, which every page downloads). Import `z` from 'zod/mini' itself:
 * re-exported from here, webpack can no longer tell which of its functions are used and ships all
 * of zod (48 KB). Parse with `safeParse` from here, which sets English messages first, so a
 * malformed answer says what is wrong. `ZodType` is any zod schema, mini or classic (the api
 * composes these schemas with classic zod).
 */
import { type $ZodType } from 'zod/v4/core';
import { config, locales, safeParse } from 'zod/mini';

config(locales.en());

export type ZodType<T = unknown> = $ZodType<T>;
export { safeParse };
