/**
 * antd's providers (theme, locale, message host) for everything but the sign-in pages, which stay
 * free of antd so that the first download is small. Loaded with the signed-in UI. The theme is the
 * organisation's colours in the user's light or dark mode, without motion while the system asks for
 * reduced motion. The message, notification and dialog code loads on its first use
 * (deferred-app.tsx).
 */
import { StyleContext } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import antdTheme from 'antd/es/theme';
import { type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTask } from 'shared-contracts';
import { useAppApis } from 'ui-kit';
import { PushToastHost } from '../notifications/push-toast-host';
import { orgState } from '../org/org-store';
import { PopupHost } from '../popups/popup-host';
import { buildTheme, themeId } from '../theme/build-theme';
import { prefersReducedMotion, useReducedMotion } from '../theme/reduced-motion';
import { keepStyles, restoreStyles, restoreThemeVars } from '../theme/saved-styles';
import { themeMode } from '../theme/theme-mode';
import { antdLocaleFor } from './antd-locale';
import { DeferredApp } from './deferred-app';
import { attachNoticeHost } from './notice';
import { startChrome } from './start-chrome';
import { useSubject } from './use-subject';

/** The theme the providers draw: the user's mode, the organisation's colours, the motion setting. */
const currentThemeId = () => themeId(themeMode.value, orgState.value.organization?.theme?.colors, prefersReducedMotion());

/**
 * What the providers need before their first render, a task each (issue 15: in the task that
 * evaluated this chunk they made it ~150 ms longer on a phone): the styles this build saved on this
 * device, which antd then skips writing, the signed-in UI's stores (the theme and the
 * organisation's colours among them), then the variable blocks of the theme those stores say the
 * first render draws. The chunk's loader awaits it (route-view.tsx).
 */
export async function prepareProviders(): Promise<void> {
  await nextTask();
  restoreStyles();
  await nextTask();
  await startChrome(nextTask);
  await nextTask();
  restoreThemeVars(currentThemeId());
}

function NoticeHost() {
  const { message } = useAppApis();
  useEffect(() => attachNoticeHost(({ kind, text }) => void message[kind](text)), [message]);
  return null;
}

/**
 * Saves antd's styles and the theme's variable blocks as the tab is hidden or left, for the next
 * start (theme/saved-styles.ts).
 */
function StyleKeeper({ theme }: { theme: string }) {
  const { cache } = useContext(StyleContext);
  const current = useRef(theme);
  useEffect(() => {
    current.current = theme;
  }, [theme]);
  useEffect(() => keepStyles(cache, () => current.current), [cache]);
  return null;
}

/**
 * Pages without the main layout (the public issue, report and feedback pages) sit on the body: it
 * takes the theme's page colours, else dark text lands on the browser's white. The tokens are the
 * ones the ConfigProvider above has derived already.
 */
function BodyColors() {
  const { colorBgLayout, colorText } = antdTheme.useToken().token;
  useEffect(() => {
    const { style } = document.body;
    style.backgroundColor = colorBgLayout;
    style.color = colorText;
    return () => {
      style.backgroundColor = '';
      style.color = '';
    };
  }, [colorBgLayout, colorText]);
  return null;
}

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const mode = useSubject(themeMode);
  const colors = useSubject(orgState).organization?.theme?.colors;
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => buildTheme(mode, colors, reducedMotion), [mode, colors, reducedMotion]);
  const id = useMemo(() => themeId(mode, colors, reducedMotion), [mode, colors, reducedMotion]);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ConfigProvider theme={theme} locale={antdLocaleFor(i18n.language) ?? enUS}>
      <BodyColors />
      <StyleKeeper theme={id} />
      <DeferredApp style={{ height: '100%' }}>
        <NoticeHost />
        <PushToastHost />
        <PopupHost />
        {children}
      </DeferredApp>
    </ConfigProvider>
  );
}

export default AntdProviders;
