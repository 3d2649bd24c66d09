import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { READ_EVERY_MS, testClockFromEnv } from './test-clock';

describe('the e2e test clock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-clock-'));
  const file = path.join(dir, 'clock.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is off unless API_TEST_CLOCK_FILE is set', () => {
    expect(testClockFromEnv({})).toBeUndefined();
  });

  it('refuses to run in production', () => {
    expect(() => testClockFromEnv({ API_TEST_CLOCK_FILE: file, NODE_ENV: 'production' })).toThrow(/tests only/);
  });

  it('is the machine time without the file, and moves by the offset the file holds once it is read again', () => {
    let real = 1_000_000;
    const now = testClockFromEnv({ API_TEST_CLOCK_FILE: file }, () => real);
    expect(now?.().getTime()).toBe(1_000_000);
    writeFileSync(file, JSON.stringify({ offsetMs: 7_200_000 }));
    real += READ_EVERY_MS;
    expect(now?.().getTime()).toBe(1_000_000 + READ_EVERY_MS + 7_200_000);
    writeFileSync(file, 'not json');
    real += READ_EVERY_MS;
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(now?.().getTime()).toBe(real);
      real += READ_EVERY_MS;
      expect(now?.().getTime()).toBe(real);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(1);
  });
});
