import { contrastRatio, isHexColor, themeContrastProblems } from './theme-contrast';

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
