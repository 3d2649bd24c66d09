import theme from 'antd/es/theme';
import { AA_TEXT_CONTRAST, contrastRatio, flattenColor } from 'shared-contracts';
import { BASE_PRIMARY, buildTheme, keptAlgorithm, validColor } from './build-theme';

describe('buildTheme', () => {
  it('uses the base colours and the light algorithm without organisation colours', () => {
    const config = buildTheme('light');
    expect(theme.getDesignToken(config)).toEqual(theme.getDesignToken({ ...config, algorithm: theme.defaultAlgorithm }));
    expect(config.token?.colorPrimary).toBe(BASE_PRIMARY);
    expect(config.token?.colorBgLayout).toBeUndefined();
  });

  it("applies the organisation's primary, secondary and background in light mode", () => {
    const config = buildTheme('light', { primary: '#00796b', secondary: '#c2185b', background: '#f3faf9' });
    expect(config.token).toMatchObject({ colorPrimary: '#00796b', colorLink: '#00796b', colorWarning: '#c2185b', colorBgLayout: '#f3faf9' });
    expect(config.components?.Layout?.bodyBg).toBe('#f3faf9');
  });

  it('keeps the primary but drops the light background in dark mode', () => {
    const config = buildTheme('dark', { primary: '#00796b', secondary: '#c2185b', background: '#f3faf9' });
    expect(theme.getDesignToken(config)).toEqual(theme.getDesignToken({ ...config, algorithm: theme.darkAlgorithm }));
    expect(theme.getDesignToken(config).colorBgContainer).toBe(theme.getDesignToken({ algorithm: theme.darkAlgorithm }).colorBgContainer);
    expect(config.token?.colorPrimary).toBe('#00796b');
    expect(config.token?.colorBgLayout).toBeUndefined();
  });

  it("turns antd's motion off when the system asks for reduced motion, and keeps it otherwise", () => {
    const reduced = buildTheme('light', { primary: '#00796b' }, true);
    expect(reduced.token?.motion).toBe(false);
    expect(theme.getDesignToken(reduced).motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe('#00796b');
    const full = buildTheme('light', { primary: '#00796b' });
    expect(full.token?.motion).toBeUndefined();
    expect(theme.getDesignToken(full).motion).toBe(true);
    expect(buildTheme('light', { primary: '#00796b' }, true)).toBe(reduced);
  });

  it('ignores colours that are not plain hex', () => {
    expect(validColor('red; background:url(x)')).toBeUndefined();
    expect(validColor(' #ABC ')).toBe('#ABC');
    expect(buildTheme('light', { primary: 'javascript:1' }).token?.colorPrimary).toBe(BASE_PRIMARY);
  });
});

describe('readable text colours (issue 15)', () => {
  const pairs = (mode: 'light' | 'dark', colors?: Parameters<typeof buildTheme>[1]) => {
    const token = theme.getDesignToken(buildTheme(mode, colors)) as unknown as Record<string, string>;
    const read = (name: string) => token[name] ?? '';
    const surfaces = [read('colorBgContainer'), read('colorBgLayout'), read('colorBgElevated')];
    const checks: [string, string, string][] = [];
    for (const name of [
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorLink',
      'colorPrimaryText',
    ])
      for (const surface of surfaces) checks.push([name, flattenColor(read(name), surface), surface]);
    checks.push(['white on colorPrimary', '#ffffff', read('colorPrimary')]);
    for (const surface of surfaces) checks.push(['the selected tab', String(buildTheme(mode, colors).components?.Tabs?.itemSelectedColor), surface]);
    for (const name of ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription'])
      checks.push([`${name} on the primary's tint`, flattenColor(read(name), read('colorPrimaryBg')), read('colorPrimaryBg')]);
    for (const status of ['Success', 'Error', 'Warning', 'Info'])
      for (const surface of [read(`color${status}Bg`), ...surfaces]) checks.push([`color${status}`, read(`color${status}`), surface]);
    for (const preset of ['green', 'blue', 'orange', 'red', 'volcano', 'gold', 'purple', 'cyan'])
      checks.push([`${preset}7`, read(`${preset}7`), read(`${preset}1`)]);
    return checks.map(([name, fg, bg]) => ({ name, ratio: contrastRatio(fg, bg) }));
  };

  it.each([
    ['light', undefined],
    ['dark', undefined],
    ['light', { primary: '#e65100', secondary: '#00838f', background: '#fff8f2' }],
    ['dark', { primary: '#e65100', secondary: '#00838f', background: '#fff8f2' }],
    ['light', { primary: '#ffeb3b', secondary: '#ffff00', background: '#f5f7fb' }],
    ['dark', { primary: '#ffeb3b', secondary: '#ffff00' }],
    ['dark', { primary: '#0d47a1' }],
  ] as const)('%s with %j: every text colour reaches 4.5:1 on its surfaces', (mode, colors) => {
    expect(pairs(mode, colors).filter(({ ratio }) => ratio < AA_TEXT_CONTRAST)).toEqual([]);
  });

  it("adjusts a pale organisation primary for text, keeping the organisation's hue", () => {
    const token = buildTheme('light', { primary: '#ff8f00' }).token;
    expect(token?.colorPrimary).not.toBe('#ff8f00');
    expect(contrastRatio('#ffffff', String(token?.colorPrimary))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(buildTheme('light').token?.colorPrimary).toBe(BASE_PRIMARY);
  });

  it.each(['light', 'dark'] as const)('%s: a fixed preset shade goes to its twin too (green7 and green-7 are one CSS variable, --ant-green-7)', (mode) => {
    const token = buildTheme(mode).token as Record<string, string> | undefined;
    const fixed = Object.keys(token ?? {}).filter((name) => /^[a-z]+7$/.test(name));
    expect(fixed.length).toBeGreaterThan(0);
    for (const name of fixed) expect(token?.[`${name.slice(0, -1)}-7`]).toBe(token?.[name]);
  });
});

describe('a theme is worked out once per build on the device (issue 15)', () => {
  const colors = { primary: '#00796b', secondary: '#c2185b', background: '#f3faf9' };
  const freshBuildTheme = () => {
    let fresh: typeof buildTheme = buildTheme;
    jest.isolateModules(() => {
      fresh = jest.requireActual<{ buildTheme: typeof buildTheme }>('./build-theme').buildTheme;
    });
    return fresh;
  };
  beforeEach(() => localStorage.clear());

  it('answers the same object for the same mode and colours, so antd derives nothing again', () => {
    const build = freshBuildTheme();
    expect(build('light', colors)).toBe(build('light', { ...colors }));
    expect(build('dark', colors)).not.toBe(build('light', colors));
  });

  it('takes what it worked out from the device after a reload, and works it out again when the copy is not a theme', () => {
    const first = freshBuildTheme()('light', colors);
    const stored = JSON.parse(localStorage.getItem('facilityops:theme-parts') ?? '{}') as Record<string, { tabSelected: string }>;
    expect(Object.keys(stored)).toHaveLength(1);
    // A reload: a marked copy shows that the parts come from the device, not from antd.
    const [key] = Object.keys(stored) as [string];
    localStorage.setItem('facilityops:theme-parts', JSON.stringify({ [key]: { ...stored[key], tabSelected: '#123456' } }));
    expect(freshBuildTheme()('light', colors).components?.Tabs?.itemSelectedColor).toBe('#123456');
    localStorage.setItem('facilityops:theme-parts', JSON.stringify({ [key]: { ...stored[key], tabSelected: 'url(javascript:1)' } }));
    const again = freshBuildTheme()('light', colors);
    expect({ token: again.token, components: again.components }).toEqual({ token: first.token, components: first.components });
  });

  it('keeps the last four themes', () => {
    const build = freshBuildTheme();
    for (const primary of ['#00796b', '#1565c0', '#6a1b9a', '#2e7d32', '#ad1457']) build('light', { primary });
    expect(Object.keys(JSON.parse(localStorage.getItem('facilityops:theme-parts') ?? '{}') as object)).toHaveLength(4);
  });
});

describe("antd's token derivation is kept on the device (issue 15)", () => {
  const seed = { ...theme.defaultSeed, colorPrimary: '#00796b' };
  beforeEach(() => localStorage.clear());

  it('derives a seed once, and after a reload answers it from the device without deriving', () => {
    const derive = jest.fn(theme.darkAlgorithm);
    const first = keptAlgorithm('dark', derive)(seed);
    expect(first).toEqual(theme.darkAlgorithm(seed));
    keptAlgorithm('dark', derive)(seed);
    expect(derive).toHaveBeenCalledTimes(1);
    // Another algorithm or another seed is another answer.
    expect(keptAlgorithm('light', theme.defaultAlgorithm)(seed).colorBgContainer).toBe('#ffffff');
    expect(keptAlgorithm('dark', derive)({ ...seed, colorPrimary: '#1565c0' }).colorPrimary).not.toBe(first.colorPrimary);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('hands out copies, so a change to an answer does not reach the next one', () => {
    const algorithm = keptAlgorithm('light', theme.defaultAlgorithm);
    const answer = algorithm(seed) as unknown as Record<string, unknown>;
    answer.colorPrimary = '#000000';
    expect(algorithm(seed).colorPrimary).not.toBe('#000000');
  });

  it('derives again when the copy on the device is not a token set', () => {
    keptAlgorithm('light', theme.defaultAlgorithm)(seed);
    const [key] = Object.keys(JSON.parse(localStorage.getItem('facilityops:theme-tokens') ?? '{}') as object) as [string];
    localStorage.setItem('facilityops:theme-tokens', JSON.stringify({ [key]: { colorPrimary: { evil: true } } }));
    const derive = jest.fn(theme.defaultAlgorithm);
    expect(keptAlgorithm('light', derive)(seed).colorPrimary).toBe(theme.defaultAlgorithm(seed).colorPrimary);
    localStorage.setItem('facilityops:theme-tokens', 'not json');
    expect(keptAlgorithm('light', derive)(seed).colorPrimary).toBe(theme.defaultAlgorithm(seed).colorPrimary);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps four token sets', () => {
    const algorithm = keptAlgorithm('light', theme.defaultAlgorithm);
    for (const colorPrimary of ['#00796b', '#1565c0', '#6a1b9a', '#2e7d32', '#ad1457']) algorithm({ ...seed, colorPrimary });
    expect(Object.keys(JSON.parse(localStorage.getItem('facilityops:theme-tokens') ?? '{}') as object)).toHaveLength(4);
  });
});
