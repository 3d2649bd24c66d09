import Menu, { type MenuProps } from 'antd/es/menu';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenu } from './use-menu';

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

  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group',
    key: group.category,
    label: collapsed ? null : t(`menu.category.${group.category}`),
    children: group.entries.map((entry) => ({ key: entry.path, icon: createElement(entry.icon), label: t(entry.labelKey) })),
  }));

  return (
    <nav aria-label={t('layout.navigation')}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[location.pathname]}
        items={items}
        onClick={({ key }) => {
          onNavigate?.();
          void navigate(key);
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
