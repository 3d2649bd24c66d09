import { FIRST_PAGE_LIMIT_MS, afterFirstPage, markFirstPageShown } from './first-page';

describe('afterFirstPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the limit while no page has rendered', async () => {
    let done = false;
    void afterFirstPage().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(FIRST_PAGE_LIMIT_MS - 100);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await jest.runOnlyPendingTimersAsync();
    expect(done).toBe(true);
  });

  it('resolves at an idle moment once the first page has rendered', async () => {
    let done = false;
    void afterFirstPage().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    markFirstPageShown();
    await jest.runOnlyPendingTimersAsync();
    expect(done).toBe(true);
  });
});
