/**
 * Issue 13's randomized fault matrix for the report outbox, in real Chromium against the real api:
 * 500s, connection resets, aborted uploads, a page reload and a browser restart mid-upload, and
 * commit-then-drop. A short run here (FAULT_ITERATIONS, 8 by default: every fault kind at least
 * once); `pnpm bench:faults` runs 200. FAULT_SEED replays a run.
 */
import { expect, test } from '@playwright/test';
import { runFaultMatrix } from '../fixtures/fault-matrix';

const iterations = Number(process.env.FAULT_ITERATIONS ?? 8);
const seed = Number(process.env.FAULT_SEED ?? 20_261_125);

test('after any mix of faults every queued report reaches the server exactly once, and no row shows what is not stored', async () => {
  test.setTimeout(60_000 + iterations * 90_000);
  const totals = await runFaultMatrix({ iterations, seed });
  console.info(
    `outbox fault matrix: ${totals.iterations} iterations, ${totals.reports} reports, seed ${seed}: ` +
      `lost ${totals.lost}, duplicated ${totals.duplicated}, stuck ${totals.stuck}, ` +
      `rows that lied ${totals.rowsThatLied}, re-uploaded files ${totals.reuploadedFiles} ` +
      `(faults that found nothing to hit: ${totals.unfiredFaults}) in ${totals.seconds} s`,
  );
  expect({
    lost: totals.lost,
    duplicated: totals.duplicated,
    stuck: totals.stuck,
    rowsThatLied: totals.rowsThatLied,
    reuploadedFiles: totals.reuploadedFiles,
  }).toEqual({
    lost: 0,
    duplicated: 0,
    stuck: 0,
    rowsThatLied: 0,
    reuploadedFiles: 0,
  });
});
