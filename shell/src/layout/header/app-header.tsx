/**
 * The top header (spec 001 §2.2): menu toggle, back, branding, org switcher, offline toggle,
 * refresh (disabled while offline), the bell and the avatar menu. Phones get the compact sizes.
 */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOfflineState } from '../../offline/use-offline';
import { UserMenu } from '../avatar-menu/user-menu';
import { NotificationBell } from './notification-bell';
import { OfflineToggle } from './offline-toggle';
import { OrgBranding } from './org-branding';
import { OrgSwitcherSlot } from './org-switcher-slot';

interface AppHeaderProps {
  mobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** Back goes to the previous in-app page; the first page of a visit (and home) has none. */
function useBack(): (() => void) | null {
  const location = useLocation();
  const navigate = useNavigate();
  if (location.key === 'default' || location.pathname === '/home') return null;
  // The submit page's back target is the facility list (spec 001 §2.2).
  if (location.pathname === '/reporting/submit') return () => void navigate('/reporting/facilities', { replace: true });
  return () => void navigate(-1);
}

export function AppHeader({ mobile, collapsed, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { user, browser } = useOfflineState();
  const back = useBack();
  const size = mobile ? 'small' : 'middle';

  return (
    <Layout.Header
      data-first-screen="header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: mobile ? 2 : 8,
        paddingInline: mobile ? 8 : 12,
        height: mobile ? 56 : 64,
        lineHeight: 'normal',
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        size={size}
        aria-label={t('layout.toggleMenu')}
        aria-expanded={!mobile ? !collapsed : undefined}
        icon={<MenuOutlined />}
        onClick={onToggleMenu}
      />
      {back && <Button type="text" size={size} aria-label={t('layout.back')} icon={<ArrowLeftOutlined />} onClick={back} />}
      <OrgBranding compact={mobile} />
      <OrgSwitcherSlot />
      <OfflineToggle size={size} />
      <Button
        type="text"
        size={size}
        aria-label={t('layout.refresh')}
        title={t('layout.refresh')}
        icon={<ReloadOutlined />}
        disabled={user || browser}
        onClick={() => window.location.reload()}
      />
      <NotificationBell size={size} />
      <UserMenu />
    </Layout.Header>
  );
}
