import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import { menuEntry } from 'shared-contracts';
import { type ShellMenuEntry, groupMenu } from './use-menu';

const entry = (
  id: string,
  path: Parameters<typeof menuEntry>[0]['path'],
  category: ShellMenuEntry['category'],
  extra: Partial<ShellMenuEntry> = {},
): ShellMenuEntry => ({ ...menuEntry({ id, path, labelKey: id, icon: AppstoreOutlined, category, device: 'all' }), ...extra }) as ShellMenuEntry;

const entries = [
  entry('about', '/about', 'others'),
  entry('orgs', '/organizations', 'orgSetup'),
  entry('shifts', '/shifts', 'quickAccess'),
  entry('secret', '/help', 'others', { permissions: ['hide'] }),
  entry('notifications', '/notifications', 'quickAccess', { device: 'mobile' }),
];

describe('groupMenu', () => {
  it("groups in the spec's category order and drops entries without their permissions", () => {
    const groups = groupMenu(entries, ['shift-read', 'switching-read'], false, { isSwitchable: true });
    expect(groups.map((group) => group.category)).toEqual(['orgSetup', 'quickAccess', 'others']);
    expect(groupMenu(entries, [], false, { isSwitchable: true }).flatMap((group) => group.entries.map((item) => item.id))).toEqual(['about']);
  });

  it("never shows 'hide' entries, even to a user holding every permission", () => {
    const ids = groupMenu(entries, ['hide', 'shift-read'], false).flatMap((group) => group.entries.map((item) => item.id));
    expect(ids).not.toContain('secret');
  });

  it('hides Orgs from users who cannot switch', () => {
    const ids = groupMenu(entries, ['switching-read'], false, { isSwitchable: false }).flatMap((group) => group.entries.map((item) => item.id));
    expect(ids).not.toContain('orgs');
  });

  it('lists Notifications on phones only', () => {
    const idsOn = (mobile: boolean) => groupMenu(entries, [], mobile).flatMap((group) => group.entries.map((item) => item.id));
    expect(idsOn(true)).toContain('notifications');
    expect(idsOn(false)).not.toContain('notifications');
  });
});
