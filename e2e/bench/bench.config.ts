/** The Playwright benches (`pnpm bench`): the e2e configuration (servers, fresh seeded api) over this folder. */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../playwright.config';

const e2e = path.resolve(__dirname, '..');

export default defineConfig({
  ...base,
  testDir: __dirname,
  testMatch: '*.spec.ts',
  globalSetup: path.join(e2e, 'global-setup.ts'),
  globalTeardown: path.join(e2e, 'global-teardown.ts'),
  outputDir: path.join(e2e, 'test-results', 'bench'),
});
