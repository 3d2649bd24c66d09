/**
 * Issue 19: an organisation with nothing in it yet — activated and configured, but no locations,
 * types, checklists, facilities, teams or shifts — and its own administrator, so the set-up flow
 * (e2e setup-organization.spec.ts) builds its places from nothing on every fresh database. Adds
 * only: no other organisation's counts change, and its administrator belongs to it alone.
 */
import { rolePermissions } from '../auth/roles';
import type { Db } from './client';
import * as t from './schema';

export const freshOrgIds = { organization: 'org-lakeview', admin: 'usr-lakeview-admin', adminEmail: 'lakeview.admin@facilityops.test' } as const;

export async function seedFreshOrganization(db: Db, passwordHash: string): Promise<void> {
  await db.insert(t.organizations).values({
    id: freshOrgIds.organization,
    name: 'Lakeview Offices',
    ownerName: 'Lata Lakeview',
    city: 'Chennai',
    theme: { colors: { primary: '#2e7d32', secondary: '#6a1b9a', background: '#f4f8f4' }, branding: { image: null, display_name: 'Lakeview Offices' } },
    enableFeedback: true,
    setup: { activated: true, facilitiesGenerated: true, templatesGenerated: true, configured: true, progress: 1 },
  });
  await db.insert(t.users).values({
    id: freshOrgIds.admin,
    email: freshOrgIds.adminEmail,
    passwordHash,
    firstName: 'Lata',
    lastName: 'Lakeview',
    userGroupNames: ['organization-admin'],
    currentOrganization: freshOrgIds.organization,
    homePage: '/home',
  });
  await db.insert(t.memberships).values({
    userId: freshOrgIds.admin,
    organizationId: freshOrgIds.organization,
    role: 'organization-admin',
    assignedRoles: ['organization-admin'],
    permissions: [...rolePermissions['organization-admin']],
  });
}
