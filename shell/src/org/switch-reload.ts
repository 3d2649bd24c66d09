/**
 * After an organisation switch (spec 001 §4): set the refresh flag and reload after 10 ms, so
 * every remote starts over with the new organisation's data and permissions.
 */
export const SWITCH_RELOAD_DELAY_MS = 10;
export const REFRESH_FLAG_KEY = 'refresh';

export function reloadAfterSwitch(win: Window = window): void {
  try {
    win.sessionStorage.setItem(REFRESH_FLAG_KEY, 'true');
  } catch (error) {
    console.warn('refresh flag not stored', error);
  }
  setTimeout(() => win.location.reload(), SWITCH_RELOAD_DELAY_MS);
}

/** Whether this load follows a switch; the flag is read once and cleared. */
export function takeRefreshFlag(win: Window = window): boolean {
  try {
    const set = win.sessionStorage.getItem(REFRESH_FLAG_KEY) === 'true';
    win.sessionStorage.removeItem(REFRESH_FLAG_KEY);
    return set;
  } catch {
    return false;
  }
}
