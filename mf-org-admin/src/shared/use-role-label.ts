/**
 * Issue 20: the built-in (system) roles have a display name per language (locale block roleNames);
 * an organisation's custom roles are shown as their admins typed them. The api's names stay the
 * values everywhere (filters, saves); only what a person reads changes.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const SYSTEM_ROLES = ['reporter-internal', 'reporter-desk', 'manager', 'fixer-internal', 'organization-admin', 'system-admin'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

export const isSystemRole = (name: string): name is SystemRole => (SYSTEM_ROLES as readonly string[]).includes(name);

/** A role's display name in the UI language: the locale's for a system role, the typed name for a custom one. */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation('mf-org-admin');
  return useCallback((name: string) => (isSystemRole(name) ? t(`roleNames.${name}`) : name), [t]);
}

/** Select options whose value is the role's name and whose label is its display name. */
export function useRoleOptions(roles: readonly string[]): { value: string; label: string }[] {
  const label = useRoleLabel();
  return roles.map((role) => ({ value: role, label: label(role) }));
}
