/**
 * antd's providers (theme, locale, message host) for everything but the sign-in pages, which stay
 * free of antd so that the first download is small. Loaded with the signed-in UI.
 */
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import hiIN from 'antd/es/locale/hi_IN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachNoticeHost } from './notice';
import { shellTheme } from './theme';

function NoticeHost() {
  const { message } = App.useApp();
  useEffect(() => attachNoticeHost(({ kind, text }) => void message[kind](text)), [message]);
  return null;
}

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={shellTheme} locale={i18n.language === 'hi' ? hiIN : enUS}>
      <App style={{ height: '100%' }}>
        <NoticeHost />
        {children}
      </App>
    </ConfigProvider>
  );
}

export default AntdProviders;
