/**
 * The main layout: the header; the drawer (a side menu on wide screens, mini at 80 px or
 * expanded; a slide-in drawer on phones); the page; the footer (a bottom bar on phones) and the
 * quick-scan button, both hidden on the checklist and ad-hoc details pages. A native wrapper may
 * hide the header and the bottom bar.
 */
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import { type CSSProperties, type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CHROME_BOTTOM_VAR, CHROME_FAB_VAR, useSession, useScreens } from 'ui-kit';
import { captureFirstScreen } from '../app/first-screen';
import { hidesFooter, showQuickReport } from './chrome-rules';
import { NavMenu } from './drawer/nav-menu';
import { ActingBanner } from './acting-banner';
import { AppHeader } from './header/app-header';
import { BOTTOM_BAR_HEIGHT, DRAWER_WIDTH, MINI_DRAWER_WIDTH, QUICK_SCAN_MARGIN, QUICK_SCAN_SIZE } from './layout-sizes';

// Phones only: wide screens never download the slide-in drawer, the bottom bar or the scan button.
const Drawer = lazy(() => import('antd/es/drawer'));
const BottomBar = lazy(() => import('./bottom-bar'));
const QuickScanButton = lazy(() => import('./quick-scan-button'));

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const screens = useScreens();
  const mobile = !screens.md;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { hideHeader, hideBottomBar, permissions, user } = useSession();
  const { pathname } = useLocation();
  const footer = !hidesFooter(pathname);
  const bottomBar = mobile && footer && !hideBottomBar;
  const quickScan = mobile && footer && showQuickReport(permissions);
  // Nothing fixed covers a control: the page ends above the bottom bar and the scan button, and a
  // page's sticky bar (ui-kit stickyBottomBar) sits above the bar with its buttons clear of the scan button.
  const bottomInset = bottomBar ? BOTTOM_BAR_HEIGHT : 0;
  const scanClearance = quickScan ? QUICK_SCAN_SIZE + 2 * QUICK_SCAN_MARGIN : 0;
  const chrome = { [CHROME_BOTTOM_VAR]: `${bottomInset}px`, [CHROME_FAB_VAR]: `${scanClearance}px` } as CSSProperties;
  const frame = useRef<HTMLElement>(null);
  const capture = useRef<() => void>(() => undefined);

  // What the tab shows, kept as it is left or hidden: a reload paints it first (app/first-screen.ts).
  useEffect(() => {
    const userId = user?._id;
    capture.current = () => {
      if (!frame.current || !userId) return;
      captureFirstScreen(userId, {
        root: frame.current,
        // The fallbacks where no header or side menu is drawn, and the bottom bar's own colours (bottom-bar.tsx).
        colours: {
          header: token.colorBgContainer,
          headerBorder: token.colorBorderSecondary,
          sider: token.colorBgContainer,
          siderBorder: token.colorBorderSecondary,
          bar: token.colorBgContainer,
          barBorder: token.colorBorderSecondary,
          skeleton: token.colorFillSecondary,
        },
        noHeader: hideHeader,
        noBar: !bottomBar,
        pageInPlace: mobile || !collapsed,
      });
    };
  });
  useEffect(() => {
    const onLeave = () => capture.current();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') capture.current();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  return (
    <Layout ref={frame} style={{ minHeight: '100%', ...chrome }}>
      {!mobile && (
        <Layout.Sider
          data-first-screen="sider"
          width={DRAWER_WIDTH}
          collapsedWidth={MINI_DRAWER_WIDTH}
          collapsed={collapsed}
          trigger={null}
          style={{ borderRight: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
        >
          <NavMenu mobile={false} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        {!hideHeader && (
          <AppHeader mobile={mobile} collapsed={collapsed} onToggleMenu={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))} />
        )}
        <ActingBanner />
        <Layout.Content
          data-first-screen="content"
          style={{ padding: mobile ? 12 : 24, paddingBottom: mobile ? bottomInset + (quickScan ? QUICK_SCAN_SIZE + QUICK_SCAN_MARGIN : 0) + 16 : undefined }}
        >
          {children}
        </Layout.Content>
        {footer && !mobile && (
          <Layout.Footer data-screenshot-hide="" style={{ textAlign: 'center', padding: '12px 24px', color: token.colorTextSecondary, fontSize: 12 }}>
            {t('layout.footer', { version: __APP_VERSION__ })}
          </Layout.Footer>
        )}
      </Layout>
      <Suspense>
        {bottomBar && <BottomBar onMenu={() => setDrawerOpen(true)} />}
        {quickScan && <QuickScanButton aboveBar={bottomBar} />}
      </Suspense>
      {mobile && drawerOpen && (
        <Suspense>
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={280}
            title={t('common:app.name')}
            styles={{ body: { padding: 0 } }}
          >
            <NavMenu mobile collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </Suspense>
      )}
    </Layout>
  );
}
