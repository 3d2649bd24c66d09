/**
 * The database is built in a task of its own (issue 15): Dexie's module, the schema and the first
 * open were one long task after a signed-in page's first paint.
 */
import { AppDb } from './app-db';
import { getDb } from './db';

jest.mock('./app-db', () => ({ AppDb: jest.fn() }));

it("builds the database after the task that loaded Dexie's module, once", async () => {
  const opening = getDb();
  // Every promise callback queued in this task runs before the loop ends.
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
  expect(AppDb).not.toHaveBeenCalled();
  const db = await opening;
  expect(AppDb).toHaveBeenCalledTimes(1);
  await expect(getDb()).resolves.toBe(db);
});
