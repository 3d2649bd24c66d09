import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import hiIN from 'antd/es/locale/hi_IN';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';
import { shellTheme } from './theme';

export function ShellApp() {
  const { i18n } = useTranslation();
  const router = useMemo(() => createRouter(), []);
  return (
    <ConfigProvider theme={shellTheme} locale={i18n.language === 'hi' ? hiIN : enUS}>
      <App style={{ height: '100%' }}>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  );
}
