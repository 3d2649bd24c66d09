/**
 * Issue 20's demo data: the buildings each seeded team looks after, one more Acme team (Civil works,
 * with the fixer and Parking, no default parameters so the reporting flow's defaults stay as they
 * were), and contacts (facility managers, vendors). Adds rows; changes no id others rely on.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { contacts, teams } from './schema';

const buildingsOf: Record<string, string[]> = {
  'tea-acme-housekeeping': ['loc-acme-1', 'loc-acme-2', 'loc-acme-3'],
  'tea-acme-plumbing': ['loc-acme-1', 'loc-acme-2'],
  'tea-acme-electrical': ['loc-acme-1', 'loc-acme-2', 'loc-acme-3', 'loc-acme-4'],
  'tea-blue-housekeeping': ['loc-blue-1', 'loc-blue-2'],
};

export async function seedTeamsAndContacts(db: Db, ids: { acme: string; blueRiver: string; fixer: string }, now: Date): Promise<void> {
  for (const [teamId, buildingIds] of Object.entries(buildingsOf)) await db.update(teams).set({ buildingIds }).where(eq(teams.id, teamId));
  await db.insert(teams).values({
    id: 'tea-acme-civil',
    organizationId: ids.acme,
    name: 'Civil works',
    label: 'Civil works team',
    defaultParameters: [],
    members: [ids.fixer],
    buildingIds: ['loc-acme-4'],
  });
  const acme = (n: number, name: string, kind: string, company: string | null, phone: string | null, email: string | null, note: string | null) => ({
    id: `con-acme-${n}`,
    organizationId: ids.acme,
    name,
    kind,
    company,
    phone,
    email,
    note,
    updatedAt: now,
  });
  await db.insert(contacts).values([
    acme(1, 'Meera Kulkarni', 'facility-manager', 'Acme Facilities', '+91 98220 11001', 'meera.kulkarni@acme.example', 'Tower A and Tower B'),
    acme(2, 'Sanjay Patil', 'facility-manager', 'Acme Facilities', '+91 98220 11002', 'sanjay.patil@acme.example', 'Food Court and Parking'),
    acme(3, 'AquaFix Plumbing Services', 'vendor', 'AquaFix', '+91 20 6712 3400', 'service@aquafix.example', 'Plumbing AMC, 24x7'),
    acme(4, 'BrightSpark Electricals', 'vendor', 'BrightSpark', '+91 20 6712 5500', null, 'Lighting and DG sets'),
    acme(5, 'CleanCo Supplies', 'vendor', 'CleanCo', null, 'orders@cleanco.example', 'Soap, tissue and liners'),
    {
      id: 'con-blue-1',
      organizationId: ids.blueRiver,
      name: 'Ravi Shetty',
      kind: 'facility-manager',
      company: 'Blue River',
      phone: '+91 80 4123 9000',
      email: 'ravi.shetty@blueriver.example',
      note: null,
      updatedAt: now,
    },
  ]);
}
