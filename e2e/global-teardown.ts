/**
 * The whole platform must work under its Content-Security-Policy: every page any spec opened
 * reported its violations to the shell's static server (report-uri), which wrote them to
 * CSP_REPORT_LOG. One line there fails the run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { CSP_REPORT_LOG } from './playwright.config';

export default function globalTeardown(): void {
  const lines = existsSync(CSP_REPORT_LOG) ? readFileSync(CSP_REPORT_LOG, 'utf8').trim().split('\n').filter(Boolean) : [];
  if (lines.length > 0) {
    throw new Error(`${lines.length} Content-Security-Policy violation(s) were reported during the run:\n${lines.slice(0, 20).join('\n')}`);
  }
}
