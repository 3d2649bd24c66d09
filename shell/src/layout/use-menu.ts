/**
 * The drawer's menu: the shell's entries plus every loaded remote's entries, filtered by the
 * user's permissions ('hide' never shows) and device, grouped in the spec's category order.
 */
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { type ComponentType, useMemo } from 'react';
import { type MenuCategory, type MenuEntry, hasAllPermissions, menuCategoryOrder, menuEntry, remoteNames } from 'shared-contracts';
import { useRemoteStates } from '../remotes/use-remote-states';
import { useSession } from 'ui-kit';

export type ShellMenuEntry = MenuEntry<ComponentType>;

export interface MenuGroup {
  category: MenuCategory;
  entries: ShellMenuEntry[];
}

const shellEntries: ShellMenuEntry[] = [
  menuEntry({ id: 'home', path: '/home', labelKey: 'shell:menu.home', icon: HomeOutlined, category: 'quickAccess', device: 'all' }),
];

export function groupMenu(entries: readonly ShellMenuEntry[], permissions: readonly string[], mobile: boolean): MenuGroup[] {
  const visible = entries.filter(
    (entry) => hasAllPermissions(permissions, entry.permissions) && (entry.device === 'all' || (entry.device === 'mobile') === mobile),
  );
  return menuCategoryOrder
    .map((category) => ({ category, entries: visible.filter((entry) => entry.category === category) }))
    .filter((group) => group.entries.length > 0);
}

export function useMenu(mobile: boolean): MenuGroup[] {
  const states = useRemoteStates();
  const { permissions } = useSession();
  return useMemo(() => {
    const remoteEntries = remoteNames.flatMap((name) => {
      const state = states[name];
      return state.status === 'ready' ? state.module.menu : [];
    });
    return groupMenu([...shellEntries, ...remoteEntries], permissions, mobile);
  }, [states, permissions, mobile]);
}
