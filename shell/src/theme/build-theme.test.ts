import theme from 'antd/es/theme';
import { BASE_PRIMARY, buildTheme, validColor } from './build-theme';

describe('buildTheme', () => {
  it('uses the base colours and the light algorithm without organisation colours', () => {
    const config = buildTheme('light');
    expect(config.algorithm).toBe(theme.defaultAlgorithm);
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
    expect(config.algorithm).toBe(theme.darkAlgorithm);
    expect(config.token?.colorPrimary).toBe('#00796b');
    expect(config.token?.colorBgLayout).toBeUndefined();
  });

  it('ignores colours that are not plain hex', () => {
    expect(validColor('red; background:url(x)')).toBeUndefined();
    expect(validColor(' #ABC ')).toBe('#ABC');
    expect(buildTheme('light', { primary: 'javascript:1' }).token?.colorPrimary).toBe(BASE_PRIMARY);
  });
});
