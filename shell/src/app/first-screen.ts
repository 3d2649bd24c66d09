/**
 * The first screen of a reload (issue 15): public/first-screen.js paints what this tab last showed
 * in the main layout - its frame in the colours drawn, the page's heading where it stood, grey
 * shapes where its cards and list items stood - before the app's code has downloaded; the app
 * removes that frame once its page has rendered. This module is the only writer of the entry: the
 * main layout captures the screen as the tab is left or hidden (a reload, a switch to another app),
 * measured in the document, so the frame matches whatever page, theme or language was in use.
 * Signing out forgets it. Tab-scoped, like the session it belongs to.
 */
import { PLAIN_CARD_ATTRIBUTE } from 'ui-kit';

/** The session-storage key and the frame's element id; public/first-screen.js reads the same. */
export const FIRST_SCREEN_KEY = 'facilityops:first-screen';
export const FIRST_SCREEN_ID = 'first-screen';
/** At most this many grey shapes are kept. */
export const MAX_BLOCKS = 24;
/** What counts as a shape of the page: cards (antd's and ui-kit's plain ones), list items and table rows. */
const BLOCKS = `[role="listitem"], .ant-card, [${PLAIN_CARD_ATTRIBUTE}], .ant-list-item, .ant-table-row`;

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

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FirstScreen {
  user: string;
  path: string;
  /** The viewport width it was drawn at: another width draws the frame without the page's shapes. */
  width: number;
  chrome: FirstScreenChrome;
  heading: (Box & { text: string; style: { color: string; fontSize: string; lineHeight: string; fontWeight: string; fontFamily: string } }) | null;
  blocks: Box[];
}

/** The parts of the layout the capture measures (main-layout.tsx marks them with data-first-screen). */
export interface LayoutParts {
  root: HTMLElement;
  /** The bottom bar's and the skeleton's colours, from the theme. */
  colours: Pick<FirstScreenChrome, 'bar' | 'barBorder' | 'skeleton' | 'sider' | 'siderBorder' | 'header' | 'headerBorder'>;
  noHeader: boolean;
  noBar: boolean;
  /**
   * False when the page does not stand where a reload draws it: a desktop side menu collapsed by
   * hand opens again at full width on the reload, so the frame then keeps no heading or shapes.
   */
  pageInPlace: boolean;
}

// Not rounded: a heading drawn 180.4 px wide wraps at 180.
const boxOf = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
};

const onScreen = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && rect.top < window.innerHeight && rect.bottom > 0;
};

function measureChrome({ root, colours, noHeader, noBar }: LayoutParts): FirstScreenChrome {
  const header = root.querySelector('[data-first-screen="header"]');
  const sider = root.querySelector('[data-first-screen="sider"]');
  const headerStyle = header ? getComputedStyle(header) : null;
  const siderStyle = sider ? getComputedStyle(sider) : null;
  // An empty computed value (nothing drawn) takes the theme's colour.
  return {
    layout: getComputedStyle(root).backgroundColor || colours.sider,
    header: headerStyle?.backgroundColor || colours.header,
    headerBorder: headerStyle?.borderBottomColor || colours.headerBorder,
    sider: siderStyle?.backgroundColor || colours.sider,
    siderBorder: siderStyle?.borderRightColor || colours.siderBorder,
    bar: colours.bar,
    barBorder: colours.barBorder,
    skeleton: colours.skeleton,
    noHeader,
    noBar,
  };
}

function measureHeading(content: Element): FirstScreen['heading'] {
  const heading = Array.from(content.querySelectorAll('h1, h2, h3, h4')).find(onScreen);
  if (!heading?.textContent) return null;
  const style = getComputedStyle(heading);
  return {
    ...boxOf(heading),
    text: heading.textContent,
    style: { color: style.color, fontSize: style.fontSize, lineHeight: style.lineHeight, fontWeight: style.fontWeight, fontFamily: style.fontFamily },
  };
}

/** The outermost cards, list items and rows on screen, in document order. */
function measureBlocks(content: Element): Box[] {
  const found = Array.from(content.querySelectorAll(BLOCKS)).filter(onScreen);
  return found
    .filter((element) => !found.some((other) => other !== element && other.contains(element)))
    .slice(0, MAX_BLOCKS)
    .map(boxOf);
}

/** What the tab shows now, for `user`'s next reload of it. */
export function captureFirstScreen(user: string, parts: LayoutParts): void {
  try {
    const content = parts.pageInPlace ? parts.root.querySelector('[data-first-screen="content"]') : null;
    const screen: FirstScreen = {
      user,
      path: window.location.pathname,
      width: window.innerWidth,
      chrome: measureChrome(parts),
      heading: content ? measureHeading(content) : null,
      blocks: content ? measureBlocks(content) : [],
    };
    sessionStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify(screen));
  } catch (error) {
    console.warn('first screen not kept', error);
  }
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
