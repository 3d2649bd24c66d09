/**
 * The drawer's links, grouped by category. Each category is a collapsible section with a pin:
 * pinned sections come first and cannot be closed (the first is pinned until the user chooses).
 */
import PushpinFilled from '@ant-design/icons/es/icons/PushpinFilled';
import PushpinOutlined from '@ant-design/icons/es/icons/PushpinOutlined';
import Menu, { type MenuProps } from 'antd/es/menu';
import { createElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type MenuCategory } from 'shared-contracts';
import { useSubject } from '../../app/use-subject';
import { notificationState } from '../../notifications/notification-store';
import { unreadCounts } from '../../notifications/unread-counts';
import { badgeFor } from '../chrome-rules';
import { CountBadge } from '../count-badge';
import { useMenu } from '../use-menu';
import { effectivePins, orderCategories } from './drawer-pins';
import { useDrawerPins } from './use-drawer-pins';

interface NavMenuProps {
  mobile: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function NavMenu({ mobile, collapsed, onNavigate }: NavMenuProps) {
  const { t } = useTranslation('shell');
  const groups = useMenu(mobile);
  const navigate = useNavigate();
  const location = useLocation();
  const counts = unreadCounts(useSubject(notificationState).items);
  const shown = useMemo(() => groups.map((group) => group.category), [groups]);
  const { saved, toggle } = useDrawerPins(shown);
  const pins = effectivePins(saved, shown);
  // Every section starts open; what the user closes stays closed until reopened (pinned ones never close).
  const [closed, setClosed] = useState<MenuCategory[]>([]);
  const order = orderCategories(shown, pins);

  const items: MenuProps['items'] = order.map((category) => {
    const group = groups.find((candidate) => candidate.category === category);
    const pinned = pins.includes(category);
    const name = t(`menu.category.${category}`);
    return {
      type: 'submenu',
      key: `category:${category}`,
      label: (
        <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <span>{name}</span>
          {!collapsed && (
            <span
              role="button"
              tabIndex={0}
              aria-pressed={pinned}
              aria-label={t(pinned ? 'menu.unpin' : 'menu.pin', { name })}
              onClick={(event) => {
                event.stopPropagation();
                toggle(category);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                event.stopPropagation();
                toggle(category);
              }}
              style={{ display: 'inline-flex', padding: 4, opacity: pinned ? 1 : 0.45 }}
            >
              {pinned ? <PushpinFilled /> : <PushpinOutlined />}
            </span>
          )}
        </span>
      ),
      children: (group?.entries ?? []).map((entry) => {
        const badge = badgeFor(entry.path, counts);
        return {
          key: entry.path,
          icon: createElement(entry.icon),
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              {t(entry.labelKey)}
              <CountBadge count={badge} />
            </span>
          ),
        };
      }),
    };
  });

  const openKeys = collapsed
    ? undefined
    : order.filter((category) => pins.includes(category) || !closed.includes(category)).map((category) => `category:${category}`);
  return (
    <nav aria-label={t('layout.navigation')}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[location.pathname]}
        {...(openKeys ? { openKeys } : {})}
        onOpenChange={(keys) => setClosed(shown.filter((category) => !keys.includes(`category:${category}`)))}
        items={items}
        onClick={({ key }) => {
          onNavigate?.();
          // A route's optional last parameter ('/issues/:assignment?') is left out of the link.
          void navigate(key.replace(/\/:[A-Za-z]+\?$/, ''));
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
