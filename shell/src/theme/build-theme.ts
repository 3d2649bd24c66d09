/**
 * The antd theme for the signed-in UI: the base tokens, the organisation's colours (primary,
 * secondary, background) and the user's light or dark mode. Pure, so the mapping is tested.
 *
 * Every colour text is drawn in is then made readable (issue 15: WCAG AA, 4.5:1) on the surfaces it
 * sits on, with the one contrast rule of shared-contracts (readableColor): antd's lighter greys,
 * the status colours, the preset tag colours and the organisation's primary (for white text on it
 * and for links on the page). An organisation's colour that fails is adjusted for text use here; the
 * organisation page warns about it when it is chosen (themeContrastProblems).
 */
import { type ThemeConfig } from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import { AA_TEXT_CONTRAST, type ThemeColors, contrastRatio, flattenColor, readableColor } from 'shared-contracts';
import { deviceStore } from './device-store';

export type ThemeMode = 'light' | 'dark';

export const BASE_PRIMARY = '#1565c0';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only plain hex colours reach the theme: anything else from the server is ignored. */
export function validColor(value: string | null | undefined): string | undefined {
  return value && HEX_COLOR.test(value.trim()) ? value.trim() : undefined;
}

/** antd's preset colours (tags, badges): text in shade 7 on shade 1. */
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;
const STATUSES = ['Success', 'Error', 'Warning', 'Info'] as const;

/** Token overrides that make every text colour of `config` reach AA on the surfaces it is drawn on. */
export function readableTextTokens(config: ThemeConfig): Record<string, string> {
  const base = theme.getDesignToken(config) as unknown as Record<string, string>;
  const read = (name: string) => base[name] ?? '#000000';
  const surfaces = [read('colorBgContainer'), read('colorBgLayout'), read('colorBgElevated')];
  // A status colour is a seed: its tints would follow it, so they are kept as they were.
  const pinned: Record<string, string> = { colorPrimaryBg: read('colorPrimaryBg') };
  const checks: [name: string, backgrounds: string[]][] = [];
  // The greys also sit on the primary's tint (unread notifications, selected rows).
  for (const name of ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'])
    checks.push([name, [...surfaces, read('colorPrimaryBg')]]);
  // White text on the primary (buttons, the selected item), and the primary as text on the page.
  checks.push(['colorPrimary', ['#ffffff']]);
  checks.push(['colorLink', surfaces], ['colorPrimaryText', [...surfaces, read('colorPrimaryBg')]]);
  for (const status of STATUSES) {
    const tint = read(`color${status}Bg`);
    pinned[`color${status}Bg`] = tint;
    pinned[`color${status}Border`] = read(`color${status}Border`);
    checks.push([`color${status}`, [tint, ...surfaces]], [`color${status}Text`, [tint, ...surfaces]]);
  }
  for (const preset of PRESETS) checks.push([`${preset}7`, [read(`${preset}1`), read('colorBgContainer')]]);

  // The dark algorithm derives a token from the value given, so the value is pushed on until what
  // antd derives from it reaches the ratio (a few passes).
  const fixes: Record<string, string> = { ...pinned };
  for (let pass = 0; pass < 8; pass += 1) {
    const token = pass === 0 ? base : (theme.getDesignToken({ ...config, token: { ...config.token, ...fixes } }) as unknown as Record<string, string>);
    let moved = false;
    for (const [name, backgrounds] of checks) {
      const shown = token[name] ?? '#000000';
      if (backgrounds.every((background) => contrastRatio(flattenColor(shown, background), flattenColor(background, '#ffffff')) >= AA_TEXT_CONTRAST)) continue;
      fixes[name] = readableColor(fixes[name] ?? shown, backgrounds, AA_TEXT_CONTRAST + 0.2 * (pass + 1));
      moved = true;
    }
    if (!moved) break;
  }
  // antd keeps each preset shade twice (green7 and green-7) and both become the one CSS variable
  // --ant-green-7, where the unfixed twin won: the fix goes to both.
  for (const preset of PRESETS) {
    const fixed = fixes[`${preset}7`];
    if (fixed) fixes[`${preset}-7`] = fixed;
  }
  return fixes;
}

/** What the readable-text rule adds to a theme: antd derives its whole token set up to ten times to find it. */
interface ReadableParts {
  token: Record<string, string>;
  /** The selected tab's colour (the primary's text colour). */
  tabSelected: string;
}

/** What antd's algorithm (MappingAlgorithm) derives from the seed: every colour's palette, sizes, motion. */
type MapTokens = Record<string, string | number | boolean>;

/** Light and dark of the current organisation, and of the one before. */
const tokenSets = deviceStore(
  'facilityops:theme-tokens',
  4,
  (tokens: unknown): tokens is MapTokens =>
    typeof tokens === 'object' &&
    tokens !== null &&
    !Array.isArray(tokens) &&
    Object.values(tokens).every((token) => ['string', 'number', 'boolean'].includes(typeof token)),
  'theme tokens',
);

/**
 * antd's algorithm, its answers kept on the device (issue 15): deriving the token set is the
 * larger half of antd's first render of the theme (useCacheToken, ~100 ms on a mid-range phone, in
 * one piece React cannot slice), and the same seed always gives the same set. Keyed by the build
 * (antd's algorithm may change with it), the algorithm and the seed; the answer is copied out, so
 * nothing antd does to it reaches the kept one. Anything unreadable in the copy is derived again.
 */
export function keptAlgorithm(name: string, derive: MappingAlgorithm): MappingAlgorithm {
  const known = new Map<string, MapTokens>();
  return (seed, mapToken) => {
    // Run after another algorithm, the answer depends on that one's too: not kept.
    if (mapToken) return derive(seed, mapToken);
    const key = `${__APP_VERSION__}|${name}|${JSON.stringify(seed)}`;
    let tokens = known.get(key);
    if (!tokens) {
      const stored = tokenSets.read();
      tokens = stored[key];
      if (!tokens) {
        tokens = derive(seed) as unknown as MapTokens;
        tokenSets.keep(stored, key, tokens);
      }
      known.set(key, tokens);
    }
    return { ...tokens } as unknown as ReturnType<MappingAlgorithm>;
  };
}

const algorithms: Record<ThemeMode, MappingAlgorithm> = {
  light: keptAlgorithm('light', theme.defaultAlgorithm),
  dark: keptAlgorithm('dark', theme.darkAlgorithm),
};

function themeConfig(mode: ThemeMode, colors?: Partial<ThemeColors> | null): ThemeConfig {
  const primary = validColor(colors?.primary) ?? BASE_PRIMARY;
  const secondary = validColor(colors?.secondary);
  // The organisation's background is a light-mode colour; dark mode keeps antd's dark surfaces.
  const background = mode === 'light' ? validColor(colors?.background) : undefined;
  return {
    algorithm: algorithms[mode],
    token: {
      colorPrimary: primary,
      colorLink: primary,
      borderRadius: 8,
      ...(secondary ? { colorWarning: secondary } : {}),
      ...(background ? { colorBgLayout: background } : {}),
    },
    components: {
      Layout: {
        headerBg: mode === 'dark' ? '#141414' : '#ffffff',
        siderBg: mode === 'dark' ? '#141414' : '#ffffff',
        ...(background ? { bodyBg: background } : {}),
      },
    },
  };
}

function readableParts(config: ThemeConfig): ReadableParts {
  const fixes = readableTextTokens(config);
  // The selected tab is the primary as text on the page: in dark mode a primary that carries white
  // text cannot also be read on the dark page, so the tab takes the primary's text colour.
  const tabSelected = (theme.getDesignToken({ ...config, token: { ...config.token, ...fixes } }) as unknown as Record<string, string>).colorPrimaryText ?? '';
  return { token: fixes, tabSelected };
}

/**
 * The parts already worked out for a theme, kept on the device (issue 15: on a mid-range phone the
 * work is a few hundred ms of the start): the last few themes, keyed by the build (antd's
 * algorithm and this rule may change with it), the mode and the colours. Anything unexpected in
 * the copy counts as none.
 */
const COLOR_VALUE = /^(#[0-9a-f]{3,8}|rgba?\([\d.,\s%/]+\))$/i;
const themeParts = deviceStore(
  'facilityops:theme-parts',
  4,
  (parts: unknown): parts is ReadableParts => {
    const { token, tabSelected } = (parts ?? {}) as Partial<ReadableParts>;
    return (
      typeof tabSelected === 'string' &&
      COLOR_VALUE.test(tabSelected) &&
      typeof token === 'object' &&
      token !== null &&
      Object.values(token).every((color) => typeof color === 'string' && COLOR_VALUE.test(color))
    );
  },
  'theme',
);

/**
 * The key of antd's CSS-variable blocks (`theme.cssVar.key`, the class they are scoped to). antd's
 * default is React's `useId`, which changes with what mounted first; a fixed key gives the same
 * blocks on every start, so the ones kept on the device serve the next (saved-styles.ts).
 */
export const ANTD_CSS_VAR_KEY = 'css-var-fo';

const built = new Map<string, ThemeConfig>();

/** The tokens' key of a mode and an organisation's colours (the readable parts are kept under it). */
const tokensKey = (mode: ThemeMode, config: ThemeConfig) => `${__APP_VERSION__}|${mode}|${JSON.stringify(config.token)}`;

/** Which theme `buildTheme` answers for these arguments: the same text for the same theme. */
export function themeId(mode: ThemeMode, colors?: Partial<ThemeColors> | null, reducedMotion = false): string {
  return `${tokensKey(mode, themeConfig(mode, colors))}|${reducedMotion}`;
}

/**
 * The antd theme for a mode and an organisation's colours. The same mode and colours give the same
 * object (antd then derives nothing again), worked out once per build on this device. With
 * `reducedMotion` (the system's setting, reduced-motion.ts) antd's motion is off.
 */
export function buildTheme(mode: ThemeMode, colors?: Partial<ThemeColors> | null, reducedMotion = false): ThemeConfig {
  const config = themeConfig(mode, colors);
  const key = tokensKey(mode, config);
  const id = `${key}|${reducedMotion}`;
  const known = built.get(id);
  if (known) return known;
  const stored = themeParts.read();
  let parts = stored[key];
  if (!parts) {
    parts = readableParts(config);
    themeParts.keep(stored, key, parts);
  }
  const result: ThemeConfig = {
    ...config,
    token: { ...config.token, ...parts.token, ...(reducedMotion ? { motion: false } : {}) },
    components: { ...config.components, Tabs: { itemSelectedColor: parts.tabSelected } },
    cssVar: { key: ANTD_CSS_VAR_KEY },
  };
  built.set(id, result);
  return result;
}
