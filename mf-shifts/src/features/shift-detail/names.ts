/** Turns the ids a shift mentions into names, from the directory GET /shifts/{id} sends. */
import { type ShiftDirectory } from 'shared-contracts';

export interface Names {
  user: (id: string | null | undefined) => string | null;
  facility: (id: string) => string;
  /** Whether the place is an asset (issue 19: a facility of kind 'asset'), to label it so. */
  isAsset: (id: string) => boolean;
  checklist: (id: string) => string;
}

export function namesOf(directory: ShiftDirectory | undefined): Names {
  const users = new Map(directory?.users.map((u) => [u._id, u.name || [u.firstName, u.lastName].filter(Boolean).join(' ') || u._id]));
  const facilities = new Map(directory?.facilities.map((f) => [f._id, f.name]));
  const assets = new Set(directory?.facilities.filter((f) => f.kind === 'asset').map((f) => f._id));
  const checklists = new Map(directory?.checklists.map((c) => [c._id, c.name]));
  return {
    // Someone no longer in the organisation keeps their id: better than a blank.
    user: (id) => (id ? (users.get(id) ?? id) : null),
    facility: (id) => facilities.get(id) ?? id,
    isAsset: (id) => assets.has(id),
    checklist: (id) => checklists.get(id) ?? id,
  };
}
