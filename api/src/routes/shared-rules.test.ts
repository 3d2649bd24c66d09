/**
 * The rules the clients apply, run through the api's own routes on the same tables of cases
 * (shared-contracts/src/rules/rule-cases.ts): the shift count a reporter sees and the expected
 * checks of the statistics must agree with checksPerShift on the phone.
 */
import { eq } from 'drizzle-orm';
import { checksPerShiftCases } from 'shared-contracts/rule-cases';
import { shifts } from '../db/schema';
import { seedIds } from '../db/seed';
import { rules } from '../contracts';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe.each(checksPerShiftCases)('checks per shift, $name', ({ minutes, intervalHours, checks }) => {
  const facilities = [seedIds.facility('acme', 1), seedIds.facility('acme', 2)];
  const expectedIn = new Date(TEST_NOW.getTime() - 30 * 60_000);
  const expectedOut = new Date(expectedIn.getTime() + minutes * 60_000);

  beforeAll(async () => {
    const mapping = { reporter: seedIds.reporter, supervisor: seedIds.manager, janitor: null, interval: intervalHours, facilities, preferredChecklists: [] };
    await t.database.db
      .update(shifts)
      .set({ expectedInTime: expectedIn, expectedOutTime: expectedOut, mappings: [mapping] })
      .where(eq(shifts.id, seedIds.currentShift));
  });

  it('the client rule gives the table value', () => {
    expect(rules.checksPerShift({ expectedInTime: expectedIn.toISOString(), expectedOutTime: expectedOut.toISOString() }, intervalHours)).toBe(checks);
  });

  it("the reporter's shift count expects that many checks per facility", async () => {
    const answer = await get(reporter, `/shifts/count/${seedIds.currentShift}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().expectedReports).toBe(checks * facilities.length);
  });

  it("the day's statistics expect them too", async () => {
    const day = new Date(expectedIn.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const answer = await get(manager, `/reports/statistics/time?organization=org-acme&from=${day}&to=${day}`);
    expect(answer.statusCode).toBe(200);
    const [stat] = answer.json() as { expectedCount: number }[];
    // Other shifts of the seed start that day as well: this shift adds exactly its own checks.
    const others = await t.database.db.select().from(shifts);
    const otherExpected = others
      .filter(
        (row) =>
          row.id !== seedIds.currentShift &&
          row.organizationId === 'org-acme' &&
          new Date(row.expectedInTime.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10) === day,
      )
      .reduce(
        (sum, row) =>
          sum +
          row.mappings.reduce(
            (inner, m) => inner + m.facilities.length * rules.checksBetween(row.expectedInTime.getTime(), row.expectedOutTime.getTime(), m.interval),
            0,
          ),
        0,
      );
    expect(stat?.expectedCount).toBe(otherExpected + checks * facilities.length);
  });
});
