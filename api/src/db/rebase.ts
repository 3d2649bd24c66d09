/**
 * Keeps the demo real whatever the date: the seed records the hour its times are relative to (the
 * anchor); at every start the api moves every demo time (shifts and their check-ins, reports and
 * their date/time texts, issues, feedbacks, ad-hoc requests, uploads…) by the whole hours between the
 * anchor and now, so a shift is running now, another is upcoming and the statistics cover the last
 * 30 days. Every timestamp column moves (but token expiries and migrations), and the check-in times
 * inside shifts' jsonb; data made through the api moves with it. Whole hours keep the shift windows
 * on the hour.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { seedState, shifts, type StoredCheckIn } from './schema';
import { recountReportDays } from '../services/report-store';

const HOUR = 3_600_000;
const DEMO = 'demo';

/** The start of the hour `now` is in: what seeded times are relative to. */
export function hourOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR);
}

/** Records the anchor of freshly seeded demo data. */
export async function recordSeedAnchor(database: Database, now: Date): Promise<void> {
  await database.db
    .insert(seedState)
    .values({ id: DEMO, anchor: hourOf(now) })
    .onConflictDoUpdate({ target: seedState.id, set: { anchor: hourOf(now) } });
}

/** Tables whose times are real, not demo: the anchor itself, migrations, token expiries. */
// Codes and keys keep their real expiry: moving it forward at every start would keep a leaked code alive.
// Issue 20: invitations likewise; memberships' sessions_ended_at is compared with real token issue times.
const KEEP = new Set(['seed_state', 'schema_migrations', 'revoked_tokens', 'join_codes', 'activation_keys', 'invitations', 'memberships']);

function rowsOf(result: unknown): { t: string; c: string }[] {
  const rows = result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? (result.rows as unknown[]) : [];
  return rows.flatMap((row) => {
    const { t, c } = (row ?? {}) as { t?: unknown; c?: unknown };
    return typeof t === 'string' && typeof c === 'string' ? [{ t, c }] : [];
  });
}

const moveIso = (iso: string | null | undefined, ms: number) => (iso ? new Date(new Date(iso).getTime() + ms).toISOString() : iso);

/**
 * Moves the demo data to `now`; answers how many hours it moved (0: already current, or no demo
 * anchor, as in a database that was never seeded). One transaction that locks the anchor, so two api
 * nodes starting together move the data once.
 */
export async function rebaseDemoData(database: Database, now: Date): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [state] = await tx.select().from(seedState).where(eq(seedState.id, DEMO)).for('update');
    if (!state) return 0;
    const ms = hourOf(now).getTime() - state.anchor.getTime();
    if (ms === 0) return 0;
    const by = sql.raw(`interval '${ms / 1000} seconds'`);
    // Every timestamp column of every table, so tables added later (notifications…) move too.
    const columns = await tx.execute(
      sql`SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone' ORDER BY 1, 2`,
    );
    for (const { t, c } of rowsOf(columns)) {
      if (KEEP.has(t)) continue;
      await tx.execute(sql`UPDATE ${sql.identifier(t)} SET ${sql.identifier(c)} = ${sql.identifier(c)} + ${by}`);
    }
    await tx.execute(
      sql`UPDATE reports SET date = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'DD Mon YYYY'), time = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'FMHH12:MI AM')`,
    );
    // The reports' Kolkata days moved with them: their day counts follow (services/report-store.ts).
    await recountReportDays(tx);
    const rows = await tx.select({ id: shifts.id, checkIns: shifts.checkIns }).from(shifts);
    for (const row of rows) {
      if (row.checkIns.length === 0) continue;
      const checkIns: StoredCheckIn[] = row.checkIns.map((c) => ({
        ...c,
        actualInTime: moveIso(c.actualInTime, ms) ?? c.actualInTime,
        ...(c.actualOutTime ? { actualOutTime: moveIso(c.actualOutTime, ms) } : {}),
      }));
      await tx.update(shifts).set({ checkIns }).where(eq(shifts.id, row.id));
    }
    await tx
      .update(seedState)
      .set({ anchor: hourOf(now) })
      .where(eq(seedState.id, DEMO));
    return ms / HOUR;
  });
}
