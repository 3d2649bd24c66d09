/**
 * The drawer's menu: the shell's entries plus those every remote publishes, filtered by the
 * user's permissions ('hide' never shows) and device, grouped in the spec's category order.
 */
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { type ComponentType, useMemo } from 'react';
import { type MenuCategory, type MenuEntry, type User, hasAllPermissions, menuCategoryOrder, menuEntry, remoteNames } from 'shared-contracts';
import { withIconComponent } from '../remotes/published-menus';
import { useRemoteMenus } from '../remotes/use-remote-states';
import { useSession } from 'ui-kit';
import { hiddenForUser } from './chrome-rules';

export type ShellMenuEntry = MenuEntry<ComponentType>;

export interface MenuGroup {
  category: MenuCategory;
  entries: ShellMenuEntry[];
}

const shellEntries: ShellMenuEntry[] = [
  menuEntry({ id: 'home', path: '/home', labelKey: 'shell:menu.home', icon: HomeOutlined, category: 'quickAccess', device: 'all' }),
  // Wide screens have the bell in the header; phones reach the list from the menus (spec 001 §2.2).
  menuEntry({
    id: 'notifications',
    path: '/notifications',
    labelKey: 'shell:menu.notifications',
    icon: BellOutlined,
    category: 'quickAccess',
    device: 'mobile',
  }),
  // Spec 001 §2.3: Others holds Help and About; the search box sits beside them (its route's permission decides).
  menuEntry({
    id: 'global-search',
    path: '/global-search',
    labelKey: 'shell:menu.search',
    icon: SearchOutlined,
    category: 'others',
    device: 'all',
  }),
  menuEntry({ id: 'help', path: '/help', labelKey: 'shell:menu.help', icon: QuestionCircleOutlined, category: 'others', device: 'all' }),
  menuEntry({ id: 'about', path: '/about', labelKey: 'shell:menu.about', icon: InfoCircleOutlined, category: 'others', device: 'all' }),
];

export function groupMenu(
  entries: readonly ShellMenuEntry[],
  permissions: readonly string[],
  mobile: boolean,
  user: Pick<User, 'isSwitchable'> | null = null,
): MenuGroup[] {
  const visible = entries.filter(
    (entry) =>
      hasAllPermissions(permissions, entry.permissions) &&
      (entry.device === 'all' || (entry.device === 'mobile') === mobile) &&
      !hiddenForUser(entry.path, user),
  );
  return menuCategoryOrder
    .map((category) => ({ category, entries: visible.filter((entry) => entry.category === category) }))
    .filter((group) => group.entries.length > 0);
}

export function useMenu(mobile: boolean): MenuGroup[] {
  const menus = useRemoteMenus();
  const { permissions, user } = useSession();
  return useMemo(() => {
    const remoteEntries = remoteNames.flatMap((name) => menus[name].map(withIconComponent));
    return groupMenu([...shellEntries, ...remoteEntries], permissions, mobile, user);
  }, [menus, permissions, mobile, user]);
}
