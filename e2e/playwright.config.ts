import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { API_CLOCK_FILE } from './fixtures/api-clock';
import { API_URL, E2E_DATA_DIR, E2E_PORTS, HOST, PORT_OFFSET, SHELL_URL, frontEndOrigins, portEnv } from './fixtures/ports';

const root = path.resolve(__dirname, '..');
const apiData = path.join(E2E_DATA_DIR, 'api');
// Every static server of the run (these and the ones specs start) logs CSP violation reports here;
// global-teardown.ts fails the run on any.
export const CSP_REPORT_LOG = path.join(E2E_DATA_DIR, 'csp-violations.log');
process.env.CSP_REPORT_LOG = CSP_REPORT_LOG;
const env = {
  ...process.env,
  ...portEnv,
  PUBLIC_HOST: HOST,
  SERVE_HOST: HOST,
  API_HOST: HOST,
  API_DATA_DIR: apiData,
  CORS_ORIGINS: frontEndOrigins.join(','),
  // The api's test-only clock (api/src/test-clock.ts), moved by fixtures/api-clock.ts.
  API_TEST_CLOCK_FILE: API_CLOCK_FILE,
} as Record<string, string>;
const apps = ['shell', 'mf-reporting', 'mf-shifts', 'mf-adhoc', 'mf-org-admin'] as const;
const portOf: Record<(typeof apps)[number], number> = {
  shell: E2E_PORTS.SHELL_PORT,
  'mf-reporting': E2E_PORTS.MF_REPORTING_PORT,
  'mf-shifts': E2E_PORTS.MF_SHIFTS_PORT,
  'mf-adhoc': E2E_PORTS.MF_ADHOC_PORT,
  'mf-org-admin': E2E_PORTS.MF_ORG_ADMIN_PORT,
};

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per run: two shards side by side, or a shard's solo run after its first (scripts/run-shards.mjs),
  // must not clean each other's traces away.
  outputDir: `./test-results/run-${PORT_OFFSET}${process.env.E2E_RUN_SUFFIX ?? ''}`,
  use: {
    baseURL: SHELL_URL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // The system's reduce-motion setting, which the app follows (antd's motion off): a dialog's
    // button is where it is drawn at once. With motion, a tap in the frame before a dialog's zoom
    // starts can land beside its button once the zoom has shrunk it (a CI flake: 'Yes' and 'Okay'
    // tapped, nothing done). shell-chrome.spec.ts tests both settings.
    reducedMotion: 'reduce',
    // A trace records every action's DOM snapshot and a screencast: measured on people + teams,
    // 143 -> 100 CPU-seconds (81 -> 62 s) without it, on a machine whose two cores the two shards
    // already fill. CI keeps only the log, so the trace is opt-in for a local hunt: E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A fresh database for every run: removed, then created and seeded by the api on start.
      command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${apiData} && pnpm --filter api start`,
      cwd: root,
      env,
      url: `${API_URL}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...apps.map((app) => ({
      command: `node tooling/serve/static-server.mjs --app ${app}`,
      cwd: root,
      env,
      url: `http://${HOST}:${portOf[app]}/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`,
      timeout: 30_000,
      reuseExistingServer: false,
    })),
  ],
});
