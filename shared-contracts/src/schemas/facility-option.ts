/**
 * A facility as a shift's mappings name it (issue 19: an asset is a facility of kind 'asset'), so the
 * shift editor and the shift page can say which of the places picked are assets.
 */
import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { facilityKindSchema } from './facility-admin';
import { lazySchema } from './lazy-schema';

/** `kind` is absent from servers before shared-contracts 1.25: a place is then taken for a facility. */
export const facilityOptionSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema, kind: z.optional(facilityKindSchema) }));
export type FacilityOption = z.infer<typeof facilityOptionSchema>;
