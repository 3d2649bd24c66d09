/**
 * The digest the bad-input tests rely on to prove "nothing stored": it must change with every
 * real change of a row and stay the same when nothing changed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { teams } from '../db/schema';
import { databaseDigest } from './db-digest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const digest = () => databaseDigest(t.database, t.uploadsDir);

describe('the database digest', () => {
  it('stays the same when nothing is written, and when a row is written back as it was', async () => {
    const before = await digest();
    expect(await digest()).toEqual(before);
    const [team] = await t.database.db.select().from(teams).limit(1);
    if (!team) throw new Error('the seed has teams');
    await t.database.db.update(teams).set({ name: team.name }).where(eq(teams.id, team.id));
    expect(await digest()).toEqual(before);
  });

  it('changes with an insert, an update of a value and a delete, and says which table', async () => {
    const [team] = await t.database.db.select().from(teams).limit(1);
    if (!team) throw new Error('the seed has teams');
    let before = await digest();
    await t.database.db.insert(teams).values({ ...team, id: 'team-digest', name: 'Digest' });
    let after = await digest();
    expect(after.teams).not.toEqual(before.teams);
    expect({ ...after, teams: before.teams }).toEqual(before);

    before = after;
    await t.database.db.update(teams).set({ name: 'Digest 2' }).where(eq(teams.id, 'team-digest'));
    after = await digest();
    expect(after).not.toEqual(before);

    before = after;
    await t.database.db.delete(teams).where(eq(teams.id, 'team-digest'));
    expect(await digest()).not.toEqual(before);
  });

  it('does not count what a transaction rolled back', async () => {
    const before = await digest();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE teams SET name = name || ' (renamed)'`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await digest()).toEqual(before);
  });

  it('changes when an uploaded file appears', async () => {
    const before = await digest();
    mkdirSync(t.uploadsDir, { recursive: true });
    writeFileSync(path.join(t.uploadsDir, 'digest.jpg'), 'x');
    expect(await digest()).not.toEqual(before);
  });
});
