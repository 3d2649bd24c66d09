/**
 * Spec 001 §6 group matching: who may fill each role of a shift mapping. A person matches by any
 * of their group names, assigned roles or system roles. Janitors are not named by the spec: the
 * product takes them from the fixers (the seed's janitor is one), see mf-shifts' README.
 */
export type MappingRole = 'reporter' | 'supervisor' | 'janitor' | 'escalateTo';

export const mappingRoleGroups: Readonly<Record<MappingRole, readonly string[]>> = {
  reporter: ['reporter-internal'],
  supervisor: ['manager'],
  janitor: ['fixer-internal', 'fixer-manager'],
  escalateTo: ['manager', 'organization-admin'],
};

export interface GroupedPerson {
  userGroupNames?: readonly string[] | null;
  assignedRoles?: readonly string[] | null;
  systemRoles?: readonly string[] | null;
}

/** Whether `person` may fill `role` in a mapping. */
export function matchesMappingRole(person: GroupedPerson, role: MappingRole): boolean {
  const wanted = mappingRoleGroups[role];
  return [person.userGroupNames, person.assignedRoles, person.systemRoles].some((names) => (names ?? []).some((name) => wanted.includes(name)));
}
