/** The matrix editor's pure part: toggling a permission of a role, and which roles differ from what is saved. */
export type RolePermissions = Record<string, readonly string[]>;

export function togglePermission(draft: RolePermissions, role: string, permission: string, on: boolean): RolePermissions {
  const current = draft[role] ?? [];
  const next = on ? [...new Set([...current, permission])] : current.filter((item) => item !== permission);
  return { ...draft, [role]: next };
}

/** Roles whose draft permissions differ (as sets) from the saved ones. */
export function changedRoles(saved: RolePermissions, draft: RolePermissions): string[] {
  return Object.keys(draft).filter((role) => {
    const before = new Set(saved[role] ?? []);
    const after = new Set(draft[role] ?? []);
    return before.size !== after.size || [...after].some((permission) => !before.has(permission));
  });
}
