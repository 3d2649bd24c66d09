/**
 * The antd theme for the signed-in UI: the base tokens, the organisation's colours (primary,
 * secondary, background) and the user's light or dark mode. Pure, so the mapping is tested.
 */
import { type ThemeConfig } from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { type ThemeColors } from 'shared-contracts';

export type ThemeMode = 'light' | 'dark';

export const BASE_PRIMARY = '#1565c0';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only plain hex colours reach the theme: anything else from the server is ignored. */
export function validColor(value: string | null | undefined): string | undefined {
  return value && HEX_COLOR.test(value.trim()) ? value.trim() : undefined;
}

export function buildTheme(mode: ThemeMode, colors?: Partial<ThemeColors> | null): ThemeConfig {
  const primary = validColor(colors?.primary) ?? BASE_PRIMARY;
  const secondary = validColor(colors?.secondary);
  // The organisation's background is a light-mode colour; dark mode keeps antd's dark surfaces.
  const background = mode === 'light' ? validColor(colors?.background) : undefined;
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
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
