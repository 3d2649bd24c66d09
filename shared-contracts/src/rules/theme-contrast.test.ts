import {
  AA_GRAPHIC_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  flattenColor,
  isHexColor,
  readableColor,
  relativeLuminance,
  themeContrastProblems,
} from './theme-contrast';

describe('theme contrast (WCAG AA)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#1565c0', '#ffffff', 5.75],
    ['#777777', '#ffffff', 4.47],
    ['#fff', '#000', 21],
  ])('%s against %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it('knows a hex colour', () => {
    expect(isHexColor('#1565c0')).toBe(true);
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('red')).toBe(false);
    expect(isHexColor('#12345')).toBe(false);
  });

  it('refuses a pale primary and a dark background, and warns about a pale secondary', () => {
    expect(themeContrastProblems({ primary: '#1565c0', secondary: '#ff8f00', background: '#f5f7fa' }).map((p) => p.color)).toEqual(['secondary']);
    const problems = themeContrastProblems({ primary: '#ffeb3b', secondary: '#ffff00', background: '#333333' });
    expect(problems.map((p) => [p.color, p.severity])).toEqual([
      ['primary', 'refuse'],
      ['background', 'refuse'],
      ['secondary', 'warn'],
    ]);
    expect(problems[0]).toMatchObject({ value: '#ffeb3b', against: '#ffffff', needed: 4.5 });
  });

  it('leaves colours that are not hex to the schema', () => {
    expect(themeContrastProblems({ primary: 'yellow', background: null })).toEqual([]);
  });
});

describe('readable colours for text (issue 15)', () => {
  it('flattens a translucent colour onto its background', () => {
    expect(flattenColor('rgba(0, 0, 0, 0.45)', '#ffffff')).toBe('#8c8c8c');
    expect(flattenColor('rgba(255,255,255,0.5)', '#000000')).toBe('#808080');
    expect(flattenColor('#1565c0', '#000000')).toBe('#1565c0');
  });

  it.each([
    ['antd grey on white', 'rgba(0, 0, 0, 0.45)', ['#ffffff', '#f5f7fb']],
    ['a pale orange primary on white', '#ff8f00', ['#ffffff']],
    ['a yellow on white', '#ffeb3b', ['#ffffff']],
    ['a navy link on dark surfaces', '#1565c0', ['#141414', '#000000', '#1f1f1f']],
    ['antd dark grey on dark surfaces', 'rgba(255, 255, 255, 0.45)', ['#141414', '#000000']],
    ['green tag text on its tint', '#389e0d', ['#f6ffed']],
  ])('%s is adjusted until it reaches 4.5:1 on every background', (_, color, backgrounds) => {
    const readable = readableColor(color, backgrounds);
    for (const background of backgrounds) expect(contrastRatio(readable, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('keeps a colour that already reaches the ratio, and moves a light one towards black on light backgrounds', () => {
    expect(readableColor('#1565c0', ['#ffffff'])).toBe('#1565c0');
    expect(relativeLuminance(readableColor('#ff8f00', ['#ffffff']))).toBeLessThan(relativeLuminance('#ff8f00'));
    expect(relativeLuminance(readableColor('#1565c0', ['#141414']))).toBeGreaterThan(relativeLuminance('#1565c0'));
    expect(readableColor('#52c41a', ['#ffffff'], AA_GRAPHIC_CONTRAST)).not.toBe('#52c41a');
  });
});
