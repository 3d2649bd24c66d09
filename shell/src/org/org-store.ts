/**
 * The current organisation (theme colours, branding, settings) and the organisations the user may
 * switch to, loaded whenever the signed-in user or their organisation changes. With
 * organization-read the whole organisation is read; every other member reads its branding.
 */
import { distinctUntilChanged, map } from 'rxjs';
import { type Organization, type OrganizationSummary, bus, getOrganization, getOrganizationBranding, getProfile, ownedState, session } from 'shared-contracts';
import { cachedCall, cachedCopy } from './cached-call';

export interface OrgState {
  organization: Organization | null;
  switchable: readonly OrganizationSummary[];
}

const empty: OrgState = { organization: null, switchable: [] };

// The answer that follows the device's copy is most often the same: nothing re-renders for it.
const state = ownedState<OrgState>(empty, (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b));

/** The current organisation and the switchable ones; written only here, from the session. */
export const orgState = state.readable;

function organizationUrl(organizationId: string, permissions: readonly string[]): string {
  return permissions.includes('organization-read') ? `/organizations/${organizationId}` : `/organizations/${organizationId}/branding`;
}

/**
 * What this device saw last for the user's organisation, read synchronously: the first screen then
 * has the organisation's colours at once, instead of antd deriving and injecting every component's
 * styles twice (base theme, then the organisation's) and the colours flashing.
 */
function lastSeen(organizationId: string | null, permissions: readonly string[]): OrgState | null {
  if (!organizationId) return null;
  const organization = cachedCopy<Organization>(organizationUrl(organizationId, permissions));
  if (!organization) return null;
  return { organization, switchable: cachedCopy<OrganizationSummary[]>('/users/profile#switchableOrgs') ?? [] };
}

async function load(organizationId: string | null, permissions: readonly string[]): Promise<OrgState> {
  const [organization, profile] = await Promise.all([
    organizationId
      ? (permissions.includes('organization-read')
          ? cachedCall(organizationUrl(organizationId, permissions), () => getOrganization(organizationId))
          : cachedCall(organizationUrl(organizationId, permissions), () => getOrganizationBranding(organizationId))
        ).catch((error: unknown) => {
          console.warn('organisation not loaded; base theme kept', error);
          return null;
        })
      : Promise.resolve(null),
    cachedCall('/users/profile#switchableOrgs', async () => (await getProfile()).switchableOrgs).catch((error: unknown) => {
      console.warn('switchable organisations not loaded', error);
      return [];
    }),
  ]);
  return { organization, switchable: profile };
}

/** Follows the session; call once at start. */
export function startOrgStore(): void {
  let generation = 0;
  session.changes
    .pipe(
      map(({ user, permissions }) => ({ key: user ? `${user._id}|${user.organization ?? ''}|${permissions.join(',')}` : '', user, permissions })),
      distinctUntilChanged((a, b) => a.key === b.key),
    )
    .subscribe(({ user, permissions }) => {
      generation += 1;
      const mine = generation;
      if (!user) {
        state.set(empty);
        return;
      }
      const seen = lastSeen(user.organization ?? null, permissions);
      if (seen) state.set(seen);
      void load(user.organization ?? null, permissions).then((loaded) => {
        if (mine === generation) state.set(loaded);
      });
    });
  // An administrator saved the organisation (here or in another tab): its theme and branding apply at once.
  bus.on('organization/updated').subscribe(({ organizationId }) => {
    const { user, permissions } = session.snapshot;
    if (!user || user.organization !== organizationId) return;
    generation += 1;
    const mine = generation;
    void load(organizationId, permissions).then((loaded) => {
      if (mine === generation) state.set(loaded);
    });
  });
}
