/**
 * The first screen of a reload (issue 15): public/first-screen.js paints the main layout's frame
 * and the opened page's heading from what this module keeps in session storage, before the app's
 * code has downloaded; the app removes that frame once its page has rendered. This module is the
 * only writer of the entry: the main layout records its colours as drawn, a page its heading as
 * drawn (measured in the document, so the frame matches whatever theme or language is in use), and
 * signing out forgets it. Tab-scoped like the session it belongs to.
 */

/** The session-storage key and the frame's element id; public/first-screen.js reads the same. */
export const FIRST_SCREEN_KEY = 'facilityops:first-screen';
export const FIRST_SCREEN_ID = 'first-screen';

export interface FirstScreenChrome {
  layout: string;
  header: string;
  headerBorder: string;
  sider: string;
  siderBorder: string;
  bar: string;
  barBorder: string;
  skeleton: string;
  noHeader: boolean;
  noBar: boolean;
}

export interface FirstScreenPage {
  heading: string;
  style: { color: string; fontSize: string; lineHeight: string; fontWeight: string; fontFamily: string };
  /** How many tiles the page showed under the heading (their grey shapes are drawn). */
  tiles: number;
}

interface Stored {
  user: string;
  chrome: FirstScreenChrome | null;
  pages: Record<string, FirstScreenPage>;
}

function read(user: string): Stored {
  try {
    const value = JSON.parse(sessionStorage.getItem(FIRST_SCREEN_KEY) ?? 'null') as Partial<Stored> | null;
    if (value && value.user === user && typeof value.pages === 'object' && value.pages !== null) {
      return { user, chrome: value.chrome ?? null, pages: value.pages };
    }
  } catch {
    // unreadable: start again
  }
  return { user, chrome: null, pages: {} };
}

function update(user: string, change: (stored: Stored) => Stored): void {
  try {
    const before = sessionStorage.getItem(FIRST_SCREEN_KEY);
    const after = JSON.stringify(change(read(user)));
    if (after !== before) sessionStorage.setItem(FIRST_SCREEN_KEY, after);
  } catch (error) {
    console.warn('first screen not kept', error);
  }
}

/** The main layout's colours as drawn, for `user`. */
export function rememberChrome(user: string, chrome: FirstScreenChrome): void {
  update(user, (stored) => ({ ...stored, chrome }));
}

/** A page's heading as drawn (its element measured now) and how many tiles it shows, for `user`. */
export function rememberPage(user: string, path: string, heading: HTMLElement, tiles: number): void {
  const style = getComputedStyle(heading);
  const page: FirstScreenPage = {
    heading: heading.textContent ?? '',
    style: { color: style.color, fontSize: style.fontSize, lineHeight: style.lineHeight, fontWeight: style.fontWeight, fontFamily: style.fontFamily },
    tiles,
  };
  update(user, (stored) => ({ ...stored, pages: { ...stored.pages, [path]: page } }));
}

/** Signing out: the next start of this tab paints nothing of this user. */
export function forgetFirstScreen(): void {
  try {
    sessionStorage.removeItem(FIRST_SCREEN_KEY);
  } catch {
    // nothing kept
  }
}

/** The app has rendered a page (or cannot start): the frame painted before it goes. */
export function dismissFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
