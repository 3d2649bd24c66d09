/**
 * `pnpm bench` (e2e): the layout shift of every page of the route table, opened by a full
 * navigation at 412x860 as the seeded system admin (who may open every page), in real Chromium
 * against the real api. Prints each page's cumulative layout shift (the browser's layout-shift
 * entries without recent input, summed until the page has settled) and the element that moved most,
 * beside issue 15's target (0.05). Asserts nothing: a bench, not a test.
 */
import { type Page, expect, test } from '@playwright/test';
import { routePaths } from 'shared-contracts/routes';
import { addressOf, publicLinkTokens } from '../fixtures/addresses';
import { apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

const TARGET = 0.05;

interface Shifts {
  total: number;
  largest: { value: number; node: string } | null;
}

declare global {
  interface Window {
    __layoutShifts?: Shifts;
  }
}

/** Sums layout shifts from the start of every document the page opens. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shifts = { total: 0, largest: null };
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        if (!shifts.largest || entry.value > shifts.largest.value) {
          const node = entry.sources?.find((source) => source.node instanceof Element)?.node as Element | undefined;
          const label = node
            ? `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}.${[...node.classList].slice(0, 2).join('.')}`
            : '';
          shifts.largest = { value: entry.value, node: label };
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1_000);
}

test('layout shift of every page at 412x860', async ({ page, request }) => {
  test.setTimeout(600_000);
  const tokens = await publicLinkTokens(request, await apiToken(request, users.manager));
  await page.setViewportSize({ width: 412, height: 860 });
  await signIn(page, users.sysadmin, '/home');
  await recordShifts(page);

  const rows: Array<{ page: string; CLS: string; 'moved most': string; '> 0.05': string }> = [];
  for (const path of routePaths) {
    if (path === '/auth/login' || path === '/auth/reset') continue;
    const address = addressOf(path, tokens);
    await page.goto(address);
    await settle(page);
    const shifts = await page.evaluate(() => window.__layoutShifts ?? { total: 0, largest: null });
    rows.push({ page: address, CLS: shifts.total.toFixed(3), 'moved most': shifts.largest?.node ?? '', '> 0.05': shifts.total > TARGET ? 'yes' : '' });
  }
  rows.sort((a, b) => Number(b.CLS) - Number(a.CLS));
  console.info(`\nLayout shift per page, 412x860, warm cache, full navigation; target CLS <= ${TARGET}`);
  console.info(rows.map((row) => `${row.CLS.padStart(6)}  ${row['> 0.05'] ? 'over' : '    '}  ${row.page}  ${row['moved most']}`).join('\n'));
  const over = rows.filter((row) => row['> 0.05']);
  console.info(`${rows.length} pages; ${over.length} above ${TARGET}${over.length ? `: ${over.map((row) => row.page).join(', ')}` : ''}`);
});
