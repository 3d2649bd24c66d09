/**
 * The main layout: header with the product name, the menu toggle and the user's menu; the drawer
 * (a side menu on wide screens, a slide-in drawer on phones) with the menu groups; the page.
 */
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from 'ui-kit';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

const MINI_DRAWER_WIDTH = 80;

// Phones only: wide screens never download the slide-in drawer.
const Drawer = lazy(() => import('antd/es/drawer'));

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const screens = Grid.useBreakpoint();
  const mobile = !screens.md;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { hideHeader } = useSession();

  return (
    <Layout style={{ minHeight: '100%' }}>
      {!mobile && (
        <Layout.Sider theme="light" width={240} collapsedWidth={MINI_DRAWER_WIDTH} collapsed={collapsed} trigger={null} style={{ borderRight: '1px solid rgba(5,5,5,0.06)' }}>
          <NavMenu mobile={false} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        {!hideHeader && (
          <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, paddingInline: 12, background: 'var(--fo-header-bg, #fff)', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <Button
              type="text"
              aria-label={t('layout.toggleMenu')}
              icon={<MenuOutlined />}
              onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
            />
            <Typography.Text strong style={{ fontSize: 18, flex: 1 }}>
              {t('common:app.name')}
            </Typography.Text>
            <UserMenu />
          </Layout.Header>
        )}
        <Layout.Content style={{ padding: mobile ? 12 : 24 }}>{children}</Layout.Content>
      </Layout>
      {mobile && drawerOpen && (
        <Suspense>
          <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={280} title={t('common:app.name')} styles={{ body: { padding: 0 } }}>
            <NavMenu mobile collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </Suspense>
      )}
    </Layout>
  );
}
