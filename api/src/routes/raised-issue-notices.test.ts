/** Issue 21: an issue raised from a submitted report notifies its team's members (data.type issue), not who raised it. */
import { and, eq } from 'drizzle-orm';
import { issues, notifications, teams } from '../db/schema';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const submit = (localId: string, team: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/reports/submit',
    headers: bearer(reporter),
    payload: {
      localId,
      date: '01 May 2024',
      time: '9:55 AM',
      facility: seedIds.facility('acme', 2),
      parameters: [{ _id: 'par-acme-floor', label: 'Floor', name: 'floor' }],
      issueDetails: [
        {
          parameter: 'par-acme-floor',
          label: 'Floor',
          description: 'Wet near the door',
          media: [],
          selectedTags: [],
          ...(team ? { assignedTeamName: team } : {}),
          urgencyLevel: 'high',
          affectedParamsCount: 1,
        },
      ],
      overall: { description: '', media: [] },
    },
  });

const issueOf = async (reportId: string) => {
  const [row] = await t.database.db.select({ id: issues.id }).from(issues).where(eq(issues.reportId, reportId));
  if (!row) throw new Error('no issue raised');
  return row.id;
};

describe('an issue raised by a report', () => {
  it("notifies the assigned team's members once each, with the issue's id", async () => {
    const answer = await submit('raised-notice-1', 'tea-acme-housekeeping');
    expect(answer.statusCode).toBe(200);
    const issueId = await issueOf(answer.json<{ reportId: string }>().reportId);
    const [team] = await t.database.db.select({ members: teams.members }).from(teams).where(eq(teams.id, 'tea-acme-housekeeping'));
    const sent = await t.database.db
      .select({ userId: notifications.userId, type: notifications.dataType, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.dataId, issueId));
    const expected = (team?.members ?? []).filter((id) => id !== seedIds.reporter);
    expect(expected.length).toBeGreaterThan(0);
    expect(sent.map((row) => row.userId).sort()).toEqual([...new Set(expected)].sort());
    expect(sent.every((row) => row.type === 'issue' && row.title === 'New issue for your team')).toBe(true);
    // A retry of the same report raises and notifies nothing again.
    expect((await submit('raised-notice-1', 'tea-acme-housekeeping')).json<{ duplicate: boolean }>().duplicate).toBe(true);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.dataId, issueId))).toHaveLength(sent.length);
  });

  it('notifies nobody when the issue has no team', async () => {
    const answer = await submit('raised-notice-2', undefined);
    const issueId = await issueOf(answer.json<{ reportId: string }>().reportId);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.dataId, issueId), eq(notifications.dataType, 'issue'))),
    ).toHaveLength(0);
  });
});
