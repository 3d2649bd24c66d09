import { render } from '@testing-library/react';
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import antdTheme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY, buildTheme, themeId } from './build-theme';
import {
  MAX_SAVED_CHARS,
  SAVED_STYLES_ID,
  SAVED_STYLES_KEY,
  SAVED_VARS_KEY,
  type StyleCache,
  keepStyles,
  readSavedStyles,
  restoreStyles,
  restoreThemeVars,
  saveStyles,
  saveThemeVars,
} from './saved-styles';

/**
 * A fresh start of antd, as a reload has: a new style cache, a document with only what a reload
 * keeps, and antd's style engine reading the saved map again (it reads it once per page load; its
 * cacheMapUtil `reset` is there for tests).
 */
interface Antd {
  cache: StyleCache;
}

function startAntd(): Antd {
  // The CommonJS copy of the module antd runs under Jest.
  jest.requireActual<{ reset: (map?: unknown) => void }>('@ant-design/cssinjs/lib/util/cacheMapUtil').reset(undefined);
  return { cache: createCache() };
}

function renderIn(antd: Antd, children: ReactNode, theme?: object) {
  return render(
    <StyleProvider cache={antd.cache}>
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </StyleProvider>,
  );
}

function renderPage(antd: Antd, theme?: object) {
  return renderIn(
    antd,
    <>
      <Button type="primary">Save</Button>
      <Spin spinning />
    </>,
    theme,
  );
}

/** The style elements antd wrote itself (its mark), by id. */
const antdStyles = () => [...document.head.querySelectorAll('style[data-css-hash]')].map((element) => element.getAttribute('data-css-hash') ?? '');
/** The style element holding the button's own rules (not its theme variables). */
const buttonStyle = () => [...document.head.querySelectorAll('style')].find((element) => element.textContent?.includes('.ant-btn{outline:none'));

function reload() {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('saved antd styles', () => {
  it('saves the styles antd wrote, with their keyframes, and a reload takes them instead of writing them', () => {
    const first = startAntd();
    const { unmount } = renderPage(first);
    const written = antdStyles();
    expect(buttonStyle()?.getAttribute('data-css-hash')).toBeTruthy();
    expect(document.getElementById(SAVED_STYLES_ID)).toBeNull();
    saveStyles(first.cache);
    unmount();

    const saved = readSavedStyles();
    expect(saved?.styles.some((style) => style.path.includes('Button') && style.css.includes('.ant-btn{'))).toBe(true);
    // The spinner's animation is a keyframes rule antd writes beside its style: it is saved with it.
    expect(saved?.styles.find((style) => style.path.includes('Spin'))?.effects.length).toBeGreaterThan(0);
    expect(Object.values(saved?.effects ?? {}).join('')).toMatch(/@keyframes/);

    reload();
    expect(restoreStyles()).toBe(true);
    const second = startAntd();
    renderPage(second);
    const restored = document.getElementById(SAVED_STYLES_ID);
    expect(restored?.textContent).toContain('.ant-btn{');
    expect(restored?.textContent).toMatch(/@keyframes/);
    expect(restored?.textContent).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Button[^"]*"/);
    // Antd wrote none of the saved component styles again: only its theme variables (not saved).
    const again = antdStyles();
    expect(again.length).toBeLessThan(written.length);
    expect(buttonStyle()?.id).toBe(SAVED_STYLES_ID);
    for (const style of saved?.styles ?? []) expect(again).not.toContain(style.id);
  });

  it('serves another theme: the saved component styles hold CSS variables, the theme writes their values', () => {
    const first = startAntd();
    renderPage(first);
    saveStyles(first.cache);
    reload();
    restoreStyles();
    const second = startAntd();
    renderPage(second, { algorithm: antdTheme.darkAlgorithm, token: { colorPrimary: '#aa3300' } });
    expect(buttonStyle()?.id).toBe(SAVED_STYLES_ID);
    expect(buttonStyle()?.textContent).toContain('var(--ant-');
    const variables = [...document.head.querySelectorAll('style[data-css-hash]')].map((element) => element.textContent).join('');
    // The dark algorithm's container colour, written as a variable value this start.
    expect(variables.includes('--ant-color-bg-container:#141414')).toBe(true);
  });

  it('adds what a later page writes to what is saved, and writes nothing when nothing is new', () => {
    const first = startAntd();
    renderIn(first, <Button>Only a button</Button>);
    saveStyles(first.cache);
    const before = readSavedStyles()?.styles.length ?? 0;
    reload();
    restoreStyles();
    const second = startAntd();
    renderPage(second);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    saveStyles(second.cache);
    expect(setItem).toHaveBeenCalledTimes(1);
    const after = readSavedStyles();
    expect(after?.styles.length).toBeGreaterThan(before);
    expect(after?.styles.some((style) => style.path.includes('Spin'))).toBe(true);
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    saveStyles(second.cache);
    expect(setItem).toHaveBeenCalledTimes(1);
    // Nor does it read the saved sheet again.
    expect(getItem).not.toHaveBeenCalled();
    setItem.mockRestore();
    getItem.mockRestore();
  });

  it('ignores what another build saved, and anything unreadable', () => {
    localStorage.setItem(
      SAVED_STYLES_KEY,
      JSON.stringify({ build: 'another', styles: [{ path: 'a', id: 'b', order: 0, css: 'x{}', effects: [] }], effects: {} }),
    );
    expect(readSavedStyles()).toBeNull();
    expect(restoreStyles()).toBe(false);
    localStorage.setItem(SAVED_STYLES_KEY, '{not json');
    expect(restoreStyles()).toBe(false);
    expect(document.getElementById(SAVED_STYLES_ID)).toBeNull();
    // A style whose path could break antd's map, or whose keyframes are missing, is left out.
    localStorage.setItem(
      SAVED_STYLES_KEY,
      JSON.stringify({
        build: __BUILD_ID__,
        styles: [
          { path: 'a|b', id: 'one', order: 0, css: '.a{}', effects: [] },
          { path: 'a";x', id: 'two', order: 0, css: '.b{}', effects: [] },
          { path: 'c', id: 'three', order: 0, css: '.c{}', effects: ['gone'] },
        ],
        effects: {},
      }),
    );
    expect(readSavedStyles()?.styles.map((style) => style.id)).toEqual(['one']);
  });

  it('starts again from the styles in use when the saved sheet grows too large', () => {
    const big = 'x'.repeat(MAX_SAVED_CHARS);
    localStorage.setItem(
      SAVED_STYLES_KEY,
      JSON.stringify({ build: __BUILD_ID__, styles: [{ path: 'old', id: 'old', order: 0, css: big, effects: [] }], effects: {} }),
    );
    const antd = startAntd();
    renderPage(antd);
    saveStyles(antd.cache);
    const saved = readSavedStyles();
    expect(saved?.styles.some((style) => style.path === 'old')).toBe(false);
    expect(saved?.styles.some((style) => style.path.includes('Button'))).toBe(true);
  });

  it('saves when the tab is hidden or left, until stopped', () => {
    // Each event on a page of its own: a page saves what it wrote once.
    const left = startAntd();
    renderPage(left, buildTheme('light'));
    const stopLeft = keepStyles(left.cache, () => 'theme-a');
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedStyles()?.styles.length).toBeGreaterThan(0);
    expect(localStorage.getItem(SAVED_VARS_KEY)).toContain('theme-a');
    stopLeft();
    reload();
    localStorage.clear();

    const hidden = startAntd();
    renderPage(hidden);
    const stop = keepStyles(hidden.cache, () => 'theme-a');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readSavedStyles()?.styles.length).toBeGreaterThan(0);
    stop();
    reload();
    localStorage.clear();

    const stopped = startAntd();
    renderPage(stopped);
    keepStyles(stopped.cache, () => 'theme-a')();
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedStyles()).toBeNull();
    expect(localStorage.getItem(SAVED_VARS_KEY)).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

describe("saved theme variables (antd's CSS-variable blocks)", () => {
  /** antd's CSS-variable blocks in the head, in document order. */
  const varBlocks = () => [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-token-hash="${ANTD_CSS_VAR_KEY}"]`)];
  const light = themeId('light');
  /** What is kept, by build and theme. */
  const savedVars = () => JSON.parse(localStorage.getItem(SAVED_VARS_KEY) ?? '{}') as Record<string, { id: string; css: string }[]>;
  /**
   * A reload: a new document, and antd's style engine past the batch it was in (it clears its
   * effect marks in a microtask; within one batch it would skip a second render's effects).
   */
  const nextLoad = async () => {
    reload();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it("keeps the theme's blocks, and a reload puts them back where antd would, so antd writes none", async () => {
    const first = startAntd();
    renderPage(first, buildTheme('light'));
    const written = varBlocks().map((element) => [element.getAttribute('data-css-hash'), element.textContent]);
    expect(written.length).toBeGreaterThan(1);
    expect(document.querySelector('.ant-btn')?.classList.contains(ANTD_CSS_VAR_KEY)).toBe(true);
    saveThemeVars(light);

    await nextLoad();
    restoreStyles();
    expect(restoreThemeVars(light)).toBe(written.length);
    const restored = varBlocks();
    // Before antd's other styles, in antd's queue, in the order antd wrote them.
    expect(document.head.firstElementChild).toBe(restored[0]);
    expect(restored.map((element) => [element.getAttribute('data-css-hash'), element.textContent])).toEqual(written);
    expect(restored.every((element) => element.getAttribute('data-rc-order') === 'prependQueue' && element.getAttribute('data-rc-priority') === '-999')).toBe(
      true,
    );

    renderPage(startAntd(), buildTheme('light'));
    // antd found every block written already: the same elements, none added.
    expect(varBlocks()).toEqual(restored);
    // It took them over, so this start keeps them again.
    localStorage.removeItem(SAVED_VARS_KEY);
    saveThemeVars(light);
    expect(savedVars()[`${__BUILD_ID__}|${light}`]).toHaveLength(written.length);
  });

  it("never puts back another theme's blocks; the theme drawn writes its own after the ones put back", async () => {
    renderPage(startAntd(), buildTheme('light'));
    saveThemeVars(light);
    await nextLoad();
    expect(restoreThemeVars(themeId('dark'))).toBe(0);
    expect(varBlocks()).toEqual([]);

    // The organisation changed its colours since: what was put back is not what this start draws.
    const restored = restoreThemeVars(light);
    expect(restored).toBeGreaterThan(1);
    const kept = varBlocks();
    renderPage(startAntd(), buildTheme('dark'));
    const added = varBlocks().filter((element) => !kept.includes(element));
    expect(added.length).toBeGreaterThan(0);
    // Written later in the same queue, so they win over a kept block with the same selector.
    const lastKept = kept.filter((element) => element.isConnected).at(-1);
    for (const element of added) expect(lastKept && lastKept.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(varBlocks().some((element) => element.textContent?.includes('--ant-color-bg-container:#141414'))).toBe(true);

    // What antd did not take is not kept as the dark theme's.
    const untaken = kept.filter((element) => element.isConnected && !added.includes(element)).map((element) => element.getAttribute('data-css-hash'));
    saveThemeVars(themeId('dark'));
    const darkIds = savedVars()[`${__BUILD_ID__}|${themeId('dark')}`]?.map((block) => block.id);
    expect(darkIds?.length).toBeGreaterThan(0);
    const takenOver = untaken.filter((id) => id !== null && !darkIds?.includes(id));
    expect(takenOver.length).toBeGreaterThan(0);
  });

  it('keeps four themes, writes nothing when nothing changed, and ignores another build or anything unreadable', () => {
    renderPage(startAntd(), buildTheme('light'));
    for (const theme of ['a', 'b', 'c', 'd', 'e']) saveThemeVars(theme);
    expect(Object.keys(savedVars())).toEqual(['b', 'c', 'd', 'e'].map((theme) => `${__BUILD_ID__}|${theme}`));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    saveThemeVars('e');
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();

    reload();
    expect(restoreThemeVars('e', localStorage, document, 'another build')).toBe(0);
    localStorage.setItem(SAVED_VARS_KEY, '{not json');
    expect(restoreThemeVars('e')).toBe(0);
    localStorage.setItem(SAVED_VARS_KEY, JSON.stringify({ [`${__BUILD_ID__}|e`]: [{ id: 'a:b', css: 'x{}' }], [`${__BUILD_ID__}|f`]: 'no' }));
    expect(restoreThemeVars('e')).toBe(0);
    expect(varBlocks()).toEqual([]);
  });
});
