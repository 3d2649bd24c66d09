import { type ThemeConfig } from 'antd/es/config-provider';

/** Base theme; the organisation's colours and dark mode are layered on top of it. */
export const shellTheme: ThemeConfig = {
  token: { colorPrimary: '#1565c0', borderRadius: 8 },
};
