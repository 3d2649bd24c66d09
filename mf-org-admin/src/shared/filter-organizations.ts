import { type OrganizationSummary } from 'shared-contracts';

/** The switcher's search: by name or city, case- and accent-insensitive. */
export function filterOrganizations(organizations: readonly OrganizationSummary[], query: string): OrganizationSummary[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const needle = fold(query.trim());
  if (!needle) return [...organizations];
  return organizations.filter((organization) => fold(`${organization.name} ${organization.city?.name ?? ''}`).includes(needle));
}
