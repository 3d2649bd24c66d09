/** Starts every run with an empty CSP violation log (see global-teardown.ts). */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CSP_REPORT_LOG } from './playwright.config';

export default function globalSetup(): void {
  mkdirSync(path.dirname(CSP_REPORT_LOG), { recursive: true });
  rmSync(CSP_REPORT_LOG, { force: true });
}
