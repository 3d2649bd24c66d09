/** Turns the ids a shift mentions into names, from the directory GET /shifts/{id} sends. */
import { type ShiftDirectory } from 'shared-contracts';

export interface Names {
  user: (id: string | null | undefined) => string | null;
  facility: (id: string) => string;
  checklist: (id: string) => string;
}

export function namesOf(directory: ShiftDirectory | undefined): Names {
  const users = new Map(directory?.users.map((u) => [u._id, u.name || [u.firstName, u.lastName].filter(Boolean).join(' ') || u._id]));
  const facilities = new Map(directory?.facilities.map((f) => [f._id, f.name]));
  const checklists = new Map(directory?.checklists.map((c) => [c._id, c.name]));
  return {
    // Someone no longer in the organisation keeps their id: better than a blank.
    user: (id) => (id ? (users.get(id) ?? id) : null),
    facility: (id) => facilities.get(id) ?? id,
    checklist: (id) => checklists.get(id) ?? id,
  };
}
