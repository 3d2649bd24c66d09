/**
 * Nested places for the demo (issue 19): Blue River's buildings stand on a site and have floors and
 * areas, so /locations shows a real tree (site > building > floor > area) after switching to it.
 * The seeded buildings keep their ids and facilities; only their parent is set. Acme's four
 * locations stay as they are: tests pin that list.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';

export async function seedNestedPlaces(db: Db, blueRiver: string): Promise<void> {
  const place = (id: string, name: string, kind: string, parentId: string | null, address: string | null = null) => ({
    id,
    organizationId: blueRiver,
    name,
    kind,
    parentId,
    address,
  });
  const buildings = [
    ['loc-blue-1', 'Main Block'],
    ['loc-blue-2', 'OPD Wing'],
  ] as const;
  await db
    .insert(t.locations)
    .values([
      place('loc-blue-site-1', 'Whitefield Hospital', 'site', null, 'Whitefield, Bengaluru'),
      ...buildings.flatMap(([building, name]) => [
        place(`${building}-f0`, `${name} Ground floor`, 'floor', building),
        place(`${building}-f1`, `${name} Floor 1`, 'floor', building),
        place(`${building}-f0-lobby`, `${name} Lobby`, 'area', `${building}-f0`),
        place(`${building}-f1-east`, `${name} East ward`, 'area', `${building}-f1`),
        place(`${building}-f1-west`, `${name} West ward`, 'area', `${building}-f1`),
      ]),
    ]);
  await db
    .update(t.locations)
    .set({ parentId: 'loc-blue-site-1' })
    .where(
      inArray(
        t.locations.id,
        buildings.map(([id]) => id),
      ),
    );
}
