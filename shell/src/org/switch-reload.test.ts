import { REFRESH_FLAG_KEY, SWITCH_RELOAD_DELAY_MS, reloadAfterSwitch, takeRefreshFlag } from './switch-reload';

describe('reload after an organisation switch', () => {
  afterEach(() => jest.useRealTimers());

  it('sets the refresh flag and reloads after 10 ms', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    const win = { sessionStorage: window.sessionStorage, location: { reload } } as unknown as Window;
    reloadAfterSwitch(win);
    expect(window.sessionStorage.getItem(REFRESH_FLAG_KEY)).toBe('true');
    jest.advanceTimersByTime(SWITCH_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(SWITCH_RELOAD_DELAY_MS).toBe(10);
  });

  it('reads the flag once', () => {
    window.sessionStorage.setItem(REFRESH_FLAG_KEY, 'true');
    expect(takeRefreshFlag()).toBe(true);
    expect(takeRefreshFlag()).toBe(false);
  });
});
