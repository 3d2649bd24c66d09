/**
 * What /global-search looks through: the pages of the user's menu, the organisation's facilities and
 * its people. Lists come through the api cache, so the same box works offline over what was last
 * fetched (and says when that was).
 */
import {
  type FacilitySummary,
  type User,
  cachedGet,
  getStaff,
  hasAllPermissions,
  loadOrganizationFacilities,
  routeTable,
  userListSchema,
} from 'shared-contracts';

export type SearchKind = 'page' | 'facility' | 'person';

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  detail?: string;
  /** Where the hit opens, when the user may open something for it. */
  to?: string;
  /** mailto: for people. */
  href?: string;
}

export interface SearchData {
  facilities: FacilitySummary[];
  people: User[];
  /** The oldest fetch time among lists served from the cache (offline), or null when all are fresh. */
  cachedAt: number | null;
}

const INSPECTIONS = routeTable['/inspections'].permissions;

/** Loads the lists the user may read; a list the server refuses or that was never cached stays empty. */
export async function loadSearchData(permissions: readonly string[]): Promise<SearchData> {
  const readFacilities = hasAllPermissions(permissions, ['facility-read']) || hasAllPermissions(permissions, ['reporting-read']);
  const readPeople = hasAllPermissions(permissions, routeTable['/staff'].permissions);
  const [facilities, people] = await Promise.all([
    readFacilities ? loadOrganizationFacilities().catch(() => null) : null,
    readPeople ? cachedGet('/users/staff', getStaff, userListSchema).catch(() => null) : null,
  ]);
  const cached = [facilities, people].filter((answer) => answer?.fromCache).map((answer) => answer?.fetchedAt ?? 0);
  return { facilities: facilities?.data ?? [], people: people?.data ?? [], cachedAt: cached.length ? Math.min(...cached) : null };
}

/** Lower case without accents, so "cafe" finds "Café". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Every word of the query begins a word of the texts ("tow a" finds "Tower A", not "Pantry"). */
function matches(query: string, ...texts: Array<string | null | undefined>): boolean {
  const words = normalise(texts.filter(Boolean).join(' ')).split(/[^\p{L}\p{N}]+/u);
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}

export interface PageCandidate {
  id: string;
  path: string;
  label: string;
}

/** The hits for a query, each kind at most `limit` long, in the order pages, facilities, people. */
export function searchAll(query: string, pages: readonly PageCandidate[], data: SearchData, permissions: readonly string[], limit = 20): SearchHit[] {
  if (!query.trim()) return [];
  const facilityLink = (facility: FacilitySummary): string | undefined => {
    if (hasAllPermissions(permissions, INSPECTIONS)) return `/inspections?facility=${encodeURIComponent(facility._id)}`;
    if (hasAllPermissions(permissions, routeTable['/facilities'].permissions)) return `/facilities?search=${encodeURIComponent(facility.name)}`;
    return undefined;
  };
  const pageHits = pages
    .filter((page) => matches(query, page.label))
    .map((page): SearchHit => ({ kind: 'page', id: page.id, title: page.label, to: page.path }));
  const facilityHits = data.facilities
    .filter((facility) => matches(query, facility.name, facility.location?.name, facility.facilityType?.name))
    .map((facility): SearchHit => ({
      kind: 'facility',
      id: facility._id,
      title: facility.name,
      detail: [facility.facilityType?.name, facility.location?.name].filter(Boolean).join(' · ') || undefined,
      to: facilityLink(facility),
    }));
  const personHits = data.people
    .filter((person) => matches(query, person.name, person.email, ...person.userGroupNames))
    .map((person): SearchHit => ({
      kind: 'person',
      id: person._id,
      title: person.name,
      detail: [person.email, person.userGroupNames.join(', ')].filter(Boolean).join(' · ') || undefined,
      href: person.email ? `mailto:${person.email}` : undefined,
    }));
  return [...pageHits.slice(0, limit), ...facilityHits.slice(0, limit), ...personHits.slice(0, limit)];
}
