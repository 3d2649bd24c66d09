/**
 * antd's styles kept across reloads (issue 15). antd writes the CSS of every component at run time,
 * the first time the component renders: on a phone (4x CPU) that is about 300 ms of the signed-in
 * start, in the same tasks as the first render. Its style engine (@ant-design/cssinjs) skips that
 * work for every style the page declares as already loaded from a CSS file: the path it takes after
 * server rendering, where the file carries a rule `.data-ant-cssinjs-cache-path{content:"…"}` that
 * maps each style's cache path to its id.
 *
 * This module is that file, written on the device: when the tab is hidden or left, `keepStyles`
 * saves the CSS of the styles in use, with the keyframes they need, to local storage; the next
 * start (`restoreStyles`, before antd first renders) puts it in one style element with the map.
 * antd's component styles do not depend on the theme (colours are CSS variables), so the saved CSS
 * serves every theme, mode and organisation. A new build of the shell starts afresh. Anything
 * unreadable is ignored: antd then writes its styles as before.
 *
 * The variables' values are antd's CSS-variable blocks, one per component and one for the theme's
 * tokens, which antd writes as a start's components first render (~20 style elements on the admin
 * list, parsed in React's commit). They depend on the theme, so they are kept per theme
 * (`themeId`): `restoreThemeVars` puts back the blocks of the theme the start will draw, where antd
 * puts them and with antd's own id, and antd, finding each one written already, writes nothing.
 */
import type { createCache } from '@ant-design/cssinjs';
import { ANTD_CSS_VAR_KEY } from './build-theme';
import { deviceStore } from './device-store';

/** antd's style cache (StyleContext's `cache`). */
export type StyleCache = ReturnType<typeof createCache>;

/** The local-storage key. */
export const SAVED_STYLES_KEY = 'facilityops:antd-styles';
/** The style element's id. */
export const SAVED_STYLES_ID = 'antd-saved-styles';
/** Above this many characters the save starts again from the styles in use (local storage holds ~5 M). */
export const MAX_SAVED_CHARS = 1_500_000;

export interface SavedStyle {
  /** antd's cache path, its parts joined by '|'. */
  path: string;
  /** The style's id (antd's `data-css-hash`). */
  id: string;
  /** antd's priority: lower comes first. */
  order: number;
  css: string;
  /** The keys of the keyframes (antd's effect styles) it uses. */
  effects: string[];
}

export interface SavedStyles {
  build: string;
  styles: SavedStyle[];
  effects: Record<string, string>;
}

/**
 * What antd's cache holds for a style it took from a CSS file (cssinjs's util/cacheMapUtil.js,
 * not exported): such a style is saved already.
 */
const CSS_FILE_STYLE = '_FILE_STYLE__';

interface StyleEntry {
  path: string;
  id: string;
  order: number;
  css: string;
  effects: Record<string, unknown>;
}

/**
 * The styles in antd's cache, read as its own `extractStyle` reads them for server rendering (keys
 * `style%<path parts>`, values `[styleStr, styleId, effectStyle, clientOnly, order]`), entry by
 * entry so that the ones taken from the saved sheet can be told apart. Client-only styles are left.
 */
function styleEntries(cache: StyleCache): StyleEntry[] {
  const entries: StyleEntry[] = [];
  for (const [key, [, value]] of cache.cache) {
    if (!key.startsWith('style%') || !Array.isArray(value)) continue;
    const [css, id, effects, clientOnly, order]: unknown[] = value;
    if (typeof css !== 'string' || typeof id !== 'string' || clientOnly === true) continue;
    if (typeof effects !== 'object' || effects === null) continue;
    entries.push({
      path: key.slice('style%'.length).replace(/%/g, '|'),
      id,
      order: typeof order === 'number' ? order : 0,
      css,
      effects: effects as Record<string, unknown>,
    });
  }
  return entries;
}

/** Per page (antd's cache): the paths of the styles it wrote that are saved already. */
const savedFrom = new WeakMap<StyleCache, Set<string>>();

/** Characters that would break antd's map (`path:id;path:id` in a CSS string). */
const UNSAFE = /[:;"'\\\n]/;

function isSavedStyle(value: unknown): value is SavedStyle {
  if (typeof value !== 'object' || value === null) return false;
  const style = value as Partial<SavedStyle>;
  return (
    typeof style.path === 'string' &&
    !UNSAFE.test(style.path) &&
    typeof style.id === 'string' &&
    !UNSAFE.test(style.id) &&
    typeof style.order === 'number' &&
    typeof style.css === 'string' &&
    Array.isArray(style.effects) &&
    style.effects.every((key) => typeof key === 'string')
  );
}

/** What this build saved on this device, or null. */
export function readSavedStyles(storage: Storage = localStorage, build = __BUILD_ID__): SavedStyles | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(SAVED_STYLES_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const saved = value as Partial<SavedStyles>;
    if (saved.build !== build || !Array.isArray(saved.styles) || typeof saved.effects !== 'object' || saved.effects === null) return null;
    const effects = Object.fromEntries(Object.entries(saved.effects).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { build, styles: saved.styles.filter(isSavedStyle).filter((style) => style.effects.every((key) => key in effects)), effects };
  } catch {
    return null;
  }
}

/** The saved styles as one style sheet: keyframes, styles in antd's order, then the map antd reads. */
export function savedStylesCss({ styles, effects }: SavedStyles): string {
  const ordered = styles.map((style, index) => ({ style, index })).sort((a, b) => a.style.order - b.style.order || a.index - b.index);
  const map = styles.map(({ path, id }) => `${path}:${id}`).join(';');
  return `${Object.values(effects).join('')}${ordered.map(({ style }) => style.css).join('')}.data-ant-cssinjs-cache-path{content:"${map}";}`;
}

/**
 * Puts the saved styles in the document, where antd puts its own (first in the head, in its queue of
 * priority 0). Call it before antd renders anything: antd reads the map once.
 */
export function restoreStyles(storage: Storage = localStorage, doc: Document = document): boolean {
  const saved = readSavedStyles(storage);
  if (!saved || saved.styles.length === 0 || doc.getElementById(SAVED_STYLES_ID)) return false;
  const element = doc.createElement('style');
  element.id = SAVED_STYLES_ID;
  element.setAttribute('data-rc-order', 'prependQueue');
  element.setAttribute('data-rc-priority', '0');
  element.textContent = savedStylesCss(saved);
  doc.head.insertBefore(element, doc.head.firstChild);
  return true;
}

/**
 * Adds the styles antd wrote in this tab to what is saved (the ones it took from the saved sheet are
 * there already). Writes nothing when nothing is new.
 */
export function saveStyles(cache: StyleCache, storage: Storage = localStorage, doc: Document = document): void {
  // Leaving a page hides it and then leaves it: the second call, and any call after nothing new was
  // written, returns before reading (and parsing) the saved sheet.
  const known = savedFrom.get(cache) ?? new Set<string>();
  savedFrom.set(cache, known);
  const fresh = styleEntries(cache).filter((entry) => entry.css !== CSS_FILE_STYLE && !known.has(entry.path));
  if (fresh.length === 0) return;
  const saved = readSavedStyles(storage) ?? { build: __BUILD_ID__, styles: [], effects: {} };
  const byPath = new Map(saved.styles.map((style) => [style.path, style]));
  const effects = { ...saved.effects };
  let written: Map<string, string> | null = null;
  /** The keyframes antd wrote (style elements `data-css-hash="_effect-<key>"`). */
  const effectCss = (key: string) => {
    written ??= new Map(
      [...doc.querySelectorAll('style[data-css-hash]')].map((element) => [element.getAttribute('data-css-hash') ?? '', element.textContent ?? '']),
    );
    return written.get(`_effect-${key}`);
  };
  let added = 0;
  for (const entry of fresh) {
    if (byPath.has(entry.path) || UNSAFE.test(entry.path) || UNSAFE.test(entry.id)) continue;
    const missing = Object.keys(entry.effects).filter((key) => !(key in effects));
    const found = missing.map((key) => [key, effectCss(key)] as const);
    if (found.some(([, css]) => !css)) continue;
    for (const [key, css] of found) effects[key] = css as string;
    byPath.set(entry.path, { path: entry.path, id: entry.id, order: entry.order, css: entry.css, effects: Object.keys(entry.effects) });
    added += 1;
  }
  const markKnown = () => fresh.forEach((entry) => known.add(entry.path));
  if (added === 0) return markKnown();
  let next: SavedStyles = { build: saved.build, styles: [...byPath.values()], effects };
  let text = JSON.stringify(next);
  if (text.length > MAX_SAVED_CHARS) {
    // Start again from the styles in use, so that the sheet does not grow without end.
    const inUse = new Set(styleEntries(cache).map((entry) => entry.path));
    next = { ...next, styles: next.styles.filter((style) => inUse.has(style.path)) };
    text = JSON.stringify(next);
    if (text.length > MAX_SAVED_CHARS) return;
  }
  try {
    storage.setItem(SAVED_STYLES_KEY, text);
    markKnown();
  } catch (error) {
    console.warn('antd styles not saved', error);
  }
}

/** The local-storage key of the CSS-variable blocks. */
export const SAVED_VARS_KEY = 'facilityops:antd-vars';
/** antd's attributes on a CSS-variable block (@ant-design/cssinjs ATTR_MARK, ATTR_TOKEN; rc-util's queue). */
const MARK = 'data-css-hash';
const TOKEN = 'data-token-hash';
const ORDER = 'data-rc-order';
const PRIORITY = 'data-rc-priority';
/** antd's priority for its CSS-variable blocks: before every other style it writes. */
const VARS_PRIORITY = '-999';

export interface SavedVarBlock {
  /** antd's id of the block (`data-css-hash`). */
  id: string;
  css: string;
}

const isVarBlock = (value: unknown): value is SavedVarBlock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedVarBlock).id === 'string' &&
  !UNSAFE.test((value as SavedVarBlock).id) &&
  typeof (value as SavedVarBlock).css === 'string';

/**
 * The blocks by build and theme (`varsKey`): light and dark of this organisation and of the one
 * before. Another build's blocks are never read, and give way as this build's are kept.
 */
const themeVars = deviceStore(
  SAVED_VARS_KEY,
  4,
  (blocks: unknown): blocks is SavedVarBlock[] => Array.isArray(blocks) && blocks.every(isVarBlock),
  'antd theme variables',
);
const varsKey = (build: string, theme: string) => `${build}|${theme}`;

/** antd's CSS-variable blocks in the document, in their order. */
const varBlocks = (doc: Document) => [...doc.head.querySelectorAll<HTMLStyleElement>(`style[${TOKEN}="${ANTD_CSS_VAR_KEY}"][${MARK}]`)];

/**
 * The property antd sets on each style element it wrote or found written in this page
 * (@ant-design/cssinjs CSS_IN_JS_INSTANCE). A block put back that antd never took (another
 * theme's, after the organisation's colours changed) lacks it.
 */
const ANTD_INSTANCE = '__cssinjs_instance__';

/**
 * Keeps the CSS-variable blocks antd uses for the theme on screen (`theme`: build-theme's themeId)
 * for the next start.
 */
export function saveThemeVars(theme: string, storage: Storage = localStorage, doc: Document = document, build = __BUILD_ID__): void {
  const blocks = varBlocks(doc)
    .filter((element) => ANTD_INSTANCE in element)
    .map((element) => ({ id: element.getAttribute(MARK) ?? '', css: element.textContent ?? '' }));
  if (blocks.length === 0 || blocks.some((block) => !isVarBlock(block))) return;
  const stored = themeVars.read(storage);
  const key = varsKey(build, theme);
  if (JSON.stringify(stored[key]) === JSON.stringify(blocks)) return;
  themeVars.keep(stored, key, blocks, storage);
}

/**
 * Puts back the CSS-variable blocks kept for `theme`, before antd renders it, as antd would have
 * written them (first in the head, in its queue, with its id). Blocks of another theme are never
 * restored: one with the same selector would set the wrong values. Returns how many it restored.
 */
export function restoreThemeVars(theme: string, storage: Storage = localStorage, doc: Document = document, build = __BUILD_ID__): number {
  const blocks = themeVars.read(storage)[varsKey(build, theme)] ?? [];
  const present = new Set(varBlocks(doc).map((element) => element.getAttribute(MARK)));
  let after: ChildNode | null = null;
  let restored = 0;
  for (const { id, css } of blocks) {
    if (present.has(id)) continue;
    const element = doc.createElement('style');
    element.setAttribute(ORDER, 'prependQueue');
    element.setAttribute(PRIORITY, VARS_PRIORITY);
    element.setAttribute(MARK, id);
    element.setAttribute(TOKEN, ANTD_CSS_VAR_KEY);
    element.textContent = css;
    doc.head.insertBefore(element, after ? after.nextSibling : doc.head.firstChild);
    after = element;
    restored += 1;
  }
  return restored;
}

/**
 * Saves antd's styles, and the current theme's variable blocks (`theme()`: its themeId), whenever
 * the tab is hidden or left; returns the stop function.
 */
export function keepStyles(cache: StyleCache, theme: () => string, win: Window = window): () => void {
  const save = () => {
    saveStyles(cache, win.localStorage, win.document);
    saveThemeVars(theme(), win.localStorage, win.document);
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') save();
  };
  win.addEventListener('pagehide', save);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', save);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
