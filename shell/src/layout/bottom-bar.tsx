/**
 * Phones: the bottom tab bar (spec 001 §2.3: Home, Report, Tickets, Menu), built from the user's
 * permissions, with red badges from unread issue and task notifications.
 */
import FileDoneOutlined from '@ant-design/icons/es/icons/FileDoneOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import TagsOutlined from '@ant-design/icons/es/icons/TagsOutlined';
import theme from 'antd/es/theme';
import { type ComponentType, createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type RoutePath, canOpenPath } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { useSubject } from '../app/use-subject';
import { notificationState } from '../notifications/notification-store';
import { unreadCounts } from '../notifications/unread-counts';
import { badgeFor } from './chrome-rules';
import { CountBadge } from './count-badge';
import { BOTTOM_BAR_HEIGHT } from './layout-sizes';

interface Tab {
  key: string;
  labelKey: string;
  icon: ComponentType;
  path?: RoutePath;
}

const tabs: Tab[] = [
  { key: 'home', labelKey: 'bottomBar.home', icon: HomeOutlined, path: '/home' },
  { key: 'report', labelKey: 'bottomBar.report', icon: FileDoneOutlined, path: '/reporting/facilities' },
  { key: 'tickets', labelKey: 'bottomBar.tickets', icon: TagsOutlined, path: '/tickets' },
  { key: 'menu', labelKey: 'bottomBar.menu', icon: MenuOutlined },
];

export default function BottomBar({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { permissions } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const counts = unreadCounts(useSubject(notificationState).items);
  const visible = tabs.filter((tab) => !tab.path || canOpenPath(permissions, tab.path));

  return (
    <nav
      aria-label={t('bottomBar.label')}
      data-screenshot-hide=""
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_BAR_HEIGHT,
        display: 'flex',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        zIndex: 20,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      {visible.map((tab) => {
        const active = tab.path !== undefined && location.pathname.startsWith(tab.path);
        const badge = tab.path ? badgeFor(tab.path, counts) : 0;
        return (
          <button
            key={tab.key}
            type="button"
            aria-current={active ? 'page' : undefined}
            onClick={() => (tab.path ? void navigate(tab.path) : onMenu())}
            style={{
              flex: 1,
              border: 0,
              background: 'none',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              color: active ? token.colorPrimaryText : token.colorTextSecondary,
              fontSize: 12,
              cursor: 'pointer',
            }}
          >
            <CountBadge count={badge}>
              <span style={{ fontSize: 20, color: active ? token.colorPrimaryText : token.colorTextSecondary }}>{createElement(tab.icon)}</span>
            </CountBadge>
            {t(tab.labelKey)}
          </button>
        );
      })}
    </nav>
  );
}
