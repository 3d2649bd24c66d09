/**
 * `pnpm --filter api bench`: the api on loopback over a 200-facility organisation (db/seed-scale.ts),
 * measured with autocannon. Prints requests/s and p50/p99 latency for the three calls a shift
 * hammers: the facility list, the checklists and submit (each submit a new report, distinct localId),
 * and a manager's page of the inspections list and 30-day daily report (issue 17). The facility list,
 * checklists, inspections page and daily report come from kept answers when nothing was written since
 * (services/answer-cache.ts); the last two rows put a submit before every list or daily report, so
 * they measure it computed afresh. Issue 15's figures before its work and its target are printed beside each run.
 * PGlite in a temp folder by default; BENCH_DATABASE_URL=postgres://… measures PostgreSQL instead.
 * BENCH_DURATION (seconds per call, default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 * Then the load run of issue 13: 200 connections for BENCH_LOAD_SECONDS (default 60) on sign-in,
 * the facility list and submit, printing errors, 429s and p99 (sign-in is rate-limited per
 * address, so from one address most sign-ins are expected to be 429s).
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { DEMO_PASSWORD } from '../db/demo-logins';
import { SCALE_FACILITIES, scaleIds, seedScaleOrganization } from '../db/seed-scale';
import { buildServer } from '../server';

const duration = Number(process.env.BENCH_DURATION ?? 10);

/**
 * For comparison: the daily report before it answered a compact matrix (6 000 day x facility objects,
 * 900 KB of JSON, each report's time converted to a Kolkata day), measured with this bench on
 * PostgreSQL 15 on the shared 2-core machine (2026-11-26).
 */
const DAILY_TARGET_P99_MS = 100;
const DAILY_BEFORE = 'GET /inspections/daily before the matrix (PostgreSQL): 27 requests/s, p50 366 ms, p99 571 ms.';

/**
 * Issue 15's target for the facility list, and the figures before it (main at 3500970, this bench,
 * 10 connections, 10 s per call, on the shared 2-core machine, 2026-11-26), printed beside a run's own.
 */
const LIST_TARGET = { 'requests/s': 500, 'p99 ms': { postgres: 50, pglite: 100 } } as const;
const BEFORE_ISSUE_15: Record<'postgres' | 'pglite', { call: string; 'requests/s': number; 'p50 ms': number; 'p99 ms': number }[]> = {
  postgres: [
    { call: 'GET /facilities/v2/facilitiesToReport', 'requests/s': 106, 'p50 ms': 89, 'p99 ms': 165 },
    { call: 'GET /facilities/checklist', 'requests/s': 175, 'p50 ms': 53, 'p99 ms': 119 },
    { call: 'GET /inspections (a page)', 'requests/s': 224, 'p50 ms': 43, 'p99 ms': 80 },
  ],
  pglite: [
    { call: 'GET /facilities/v2/facilitiesToReport', 'requests/s': 53, 'p50 ms': 173, 'p99 ms': 472 },
    { call: 'GET /facilities/checklist', 'requests/s': 86, 'p50 ms': 112, 'p99 ms': 235 },
    { call: 'GET /inspections (a page)', 'requests/s': 110, 'p50 ms': 86, 'p99 ms': 204 },
  ],
};
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  call: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
}

const dir = mkdtempSync(path.join(tmpdir(), 'facilityops-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const database = await openDatabase({ databaseUrl, dataDir: path.join(dir, 'pglite') });
const app = await buildServer({ database, jwtSecret: randomBytes(32).toString('hex'), uploadsDir: path.join(dir, 'uploads') });
try {
  const seedStart = Date.now();
  await seedScaleOrganization(database);
  // A server's autovacuum marks a bulk load's pages all-visible within a minute, which index-only
  // scans (the daily report's) rely on; the bench measures seconds after seeding, so it vacuums at once.
  await database.exec('VACUUM');
  // As the api does after seeding (db/maintenance.ts): a planner without statistics is not what runs.
  await refreshPlannerStatistics(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  console.info(`api on ${base} (${database.kind}); ${SCALE_FACILITIES}-facility organisation ready in ${Date.now() - seedStart} ms`);

  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: scaleIds.email, password: DEMO_PASSWORD, userType: 'regular' }),
  });
  const { token } = (await login.json()) as { token: string };
  // As a browser asks: answers come back compressed (brotli), and the bench pays for compressing them.
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
  const managerLogin = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: scaleIds.managerEmail, password: DEMO_PASSWORD, userType: 'regular' }),
  });
  const managerHeaders = { authorization: `Bearer ${((await managerLogin.json()) as { token: string }).token}`, 'accept-encoding': 'br, gzip' };

  // Check the answers before measuring them.
  const list = (await (await fetch(`${base}/facilities/v2/facilitiesToReport`, { headers })).json()) as unknown[];
  if (list.length !== SCALE_FACILITIES) throw new Error(`facilitiesToReport answered ${list.length} facilities, not ${SCALE_FACILITIES}`);

  let submitted = 0;
  const runId = randomBytes(4).toString('hex');
  const report = () => {
    submitted += 1;
    return JSON.stringify({
      localId: `bench-${runId}-${submitted}`,
      shift: scaleIds.shift,
      date: '01 May 2024',
      time: '10:00 AM',
      facility: scaleIds.facility((submitted % SCALE_FACILITIES) + 1),
      reportingType: 'scheduled',
      issueDetails: [{ parameter: 'par-scale-floor', label: 'floor', description: 'Wet floor', urgencyLevel: 'moderate', media: [] }],
      overall: { description: 'Checked', media: [] },
    });
  };

  const measure = async (call: string, options: autocannon.Options): Promise<Row> => {
    const result = await autocannon({ connections, duration, headers, ...options });
    return {
      call,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      errors: result.errors,
    };
  };
  const rows = [
    await measure('GET /facilities/v2/facilitiesToReport', { url: `${base}/facilities/v2/facilitiesToReport` }),
    await measure('GET /facilities/checklist', { url: `${base}/facilities/checklist` }),
    // Issue 17: a page of the inspections list and the daily report over 30 days (24 000 reports, 200 facilities).
    await measure('GET /inspections (a page)', { url: `${base}/inspections?limit=20&page=3`, headers: managerHeaders }),
    await measure('GET /inspections/daily (30 days)', { url: `${base}/inspections/daily`, headers: managerHeaders }),
    await measure('POST /reports/submit', {
      url: base,
      requests: [{ method: 'POST', path: '/reports/submit', setupRequest: (request) => ({ ...request, body: report() }) }],
    }),
    // Every list here follows a write, so none is a kept answer (services/answer-cache.ts): the cost of computing it.
    await measure('POST /reports/submit + GET facilitiesToReport', {
      url: base,
      requests: [
        { method: 'POST', path: '/reports/submit', setupRequest: (request) => ({ ...request, body: report() }) },
        { method: 'GET', path: '/facilities/v2/facilitiesToReport' },
      ],
    }),
    await measure('POST /reports/submit + GET /inspections/daily', {
      url: base,
      requests: [
        { method: 'POST', path: '/reports/submit', setupRequest: (request) => ({ ...request, body: report() }) },
        { method: 'GET', path: '/inspections/daily', headers: managerHeaders },
      ],
    }),
  ];
  const kind = database.kind;
  console.info(`\n${connections} connections, ${duration} s per call, ${kind}:`);
  console.info(formatTable(rows));
  console.info(`\nBefore issue 15 (main at 3500970), the same bench on ${kind}:`);
  console.info(formatTable(BEFORE_ISSUE_15[kind]));
  const listRow = rows[0];
  if (listRow) {
    const met = listRow['requests/s'] >= LIST_TARGET['requests/s'] && listRow['p99 ms'] <= LIST_TARGET['p99 ms'][kind];
    console.info(
      `Issue 15's target for the facility list on ${kind}: >= ${LIST_TARGET['requests/s']} requests/s and p99 <= ${LIST_TARGET['p99 ms'][kind]} ms: ` +
        `${met ? 'met' : 'NOT met'} (${listRow['requests/s']} requests/s, p99 ${listRow['p99 ms']} ms).`,
    );
  }
  const dailyRow = rows.find((row) => row.call === 'GET /inspections/daily (30 days)');
  if (dailyRow) {
    console.info(
      `Issue 17's target for the daily report over 30 days (set for PostgreSQL), p99 <= ${DAILY_TARGET_P99_MS} ms: ` +
        `${dailyRow['p99 ms'] <= DAILY_TARGET_P99_MS ? 'met' : 'NOT met'} on ${kind} (${dailyRow['requests/s']} requests/s, p99 ${dailyRow['p99 ms']} ms).`,
    );
  }
  console.info(DAILY_BEFORE);
  if (rows.some((row) => row['non-2xx'] > 0 || row.errors > 0)) process.exitCode = 1;

  // Issue 13's load: 200 connections at once. Errors are socket errors and 5xx; 429s are counted apart.
  const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const load = async (call: string, options: autocannon.Options): Promise<LoadRow> => {
    const result = await autocannon({ connections: 200, duration: loadSeconds, headers, ...options });
    const byStatus = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
    const count = (test: (status: number) => boolean) =>
      Object.entries(byStatus).reduce((sum, [status, stat]) => sum + (test(Number(status)) ? stat.count : 0), 0);
    return {
      call,
      'requests/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      '2xx': count((status) => status < 300),
      'status 429': count((status) => status === 429),
      'other 4xx': count((status) => status >= 400 && status < 500 && status !== 429),
      '5xx': count((status) => status >= 500),
      errors: result.errors + result.timeouts,
    };
  };
  const loginBody = JSON.stringify({ email: scaleIds.email, password: DEMO_PASSWORD, userType: 'regular' });
  const loadRows = [
    await load('POST /auth/login', { url: `${base}/auth/login`, method: 'POST', body: loginBody, headers: { 'content-type': 'application/json' } }),
    await load('GET /facilities/v2/facilitiesToReport', { url: `${base}/facilities/v2/facilitiesToReport` }),
    await load('POST /reports/submit', {
      url: base,
      requests: [{ method: 'POST', path: '/reports/submit', setupRequest: (request) => ({ ...request, body: report() }) }],
    }),
  ];
  console.info(`\n200 connections, ${loadSeconds} s per call, ${database.kind}:`);
  console.info(formatTable(loadRows));
  if (loadRows.some((row) => row['5xx'] > 0 || row.errors > 0)) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

interface LoadRow {
  call: string;
  'requests/s': number;
  'p99 ms': number;
  requests: number;
  '2xx': number;
  'status 429': number;
  'other 4xx': number;
  '5xx': number;
  errors: number;
}

/** Rows as an aligned Markdown table, numbers right-aligned (console.table is not among the console methods lint allows). */
function formatTable<R extends object>(rows: R[]): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first) as (keyof R)[];
  const cells = [columns.map(String), ...rows.map((row) => columns.map((column) => String(row[column])))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  const lines = cells.map((line) => `| ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`);
  const rule = `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [lines[0], rule, ...lines.slice(1)].join('\n');
}
