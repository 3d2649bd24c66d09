import { render } from '@testing-library/react';
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Spin from 'antd/es/spin';
import antdTheme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { MAX_SAVED_CHARS, SAVED_STYLES_ID, SAVED_STYLES_KEY, type StyleCache, keepStyles, readSavedStyles, restoreStyles, saveStyles } from './saved-styles';

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
    renderPage(left);
    const stopLeft = keepStyles(left.cache);
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedStyles()?.styles.length).toBeGreaterThan(0);
    stopLeft();
    reload();
    localStorage.clear();

    const hidden = startAntd();
    renderPage(hidden);
    const stop = keepStyles(hidden.cache);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readSavedStyles()?.styles.length).toBeGreaterThan(0);
    stop();
    reload();
    localStorage.clear();

    const stopped = startAntd();
    renderPage(stopped);
    keepStyles(stopped.cache)();
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedStyles()).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
