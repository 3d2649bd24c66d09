import { readPublishedRemote, remoteManifestSourceSchema } from './published-menu';

const icon = {
  name: 'schedule',
  theme: 'outlined',
  icon: { tag: 'svg', attrs: { viewBox: '64 64 896 896' }, children: [{ tag: 'path', attrs: { d: 'M0 0h1v1z' } }] },
};
const entry = (extra: Record<string, unknown> = {}) => ({
  id: 'shifts',
  path: '/shifts',
  label: { 'en-US': 'Shifts', hi: 'शिफ्ट' },
  icon,
  category: 'quickAccess',
  device: 'all',
  ...extra,
});
const manifest = (facilityops: unknown) => ({ id: 'mf_shifts', metaData: { name: 'mf_shifts', facilityops } });

describe('readPublishedRemote', () => {
  it("gives the drawer entries with the route's permissions, labels in both languages under 'remote-menus'", () => {
    const read = readPublishedRemote(manifest({ backgroundWork: true, menu: [entry()] }), 'mf_shifts');
    expect(read.backgroundWork).toBe(true);
    expect(read.menu).toEqual([
      { id: 'shifts', path: '/shifts', labelKey: 'remote-menus:mf_shifts.shifts', icon, category: 'quickAccess', device: 'all', permissions: ['shift-read'] },
    ]);
    expect(read.menuTexts).toEqual({ 'en-US': { mf_shifts: { shifts: 'Shifts' } }, hi: { mf_shifts: { shifts: 'शिफ्ट' } } });
    expect(read.dropped).toEqual([]);
  });

  it('keeps permissions an entry gives itself', () => {
    const read = readPublishedRemote(
      manifest({ backgroundWork: false, menu: [entry({ id: 'requests', path: '/adhoc-requests', permissions: ['adHocRequestsMenuView-read'] })] }),
      'mf_adhoc',
    );
    expect(read.menu[0]?.permissions).toEqual(['adHocRequestsMenuView-read']);
  });

  it("drops entries for another package's route or an unknown path, and says why", () => {
    const read = readPublishedRemote(
      manifest({ backgroundWork: false, menu: [entry({ id: 'org', path: '/organization' }), entry({ id: 'nowhere', path: '/nowhere' }), entry()] }),
      'mf_shifts',
    );
    expect(read.menu.map((item) => item.id)).toEqual(['shifts']);
    expect(read.dropped).toEqual(['org: /organization is not a route of mf_shifts', 'nowhere: /nowhere is not a route of mf_shifts']);
  });

  it('refuses a manifest without the published data', () => {
    expect(() => readPublishedRemote({ id: 'mf_shifts', metaData: {} }, 'mf_shifts')).toThrow("mf_shifts's manifest publishes no menu (metaData.facilityops)");
    expect(() => readPublishedRemote('<html>', 'mf_shifts')).toThrow('publishes no menu');
  });

  it('refuses malformed data with the place and reason', () => {
    expect(() => readPublishedRemote(manifest({ backgroundWork: 'yes', menu: [] }), 'mf_shifts')).toThrow(
      "mf_shifts's published menu is malformed: backgroundWork:",
    );
    expect(() => readPublishedRemote(manifest({ backgroundWork: false, menu: [entry({ label: { 'en-US': 'Shifts' } })] }), 'mf_shifts')).toThrow(
      'menu.0.label.hi',
    );
    expect(() => readPublishedRemote(manifest({ backgroundWork: false, menu: [entry({ category: 'elsewhere' })] }), 'mf_shifts')).toThrow('menu.0.category');
  });
});

describe('remoteManifestSourceSchema', () => {
  const source = {
    backgroundWork: false,
    menu: [{ id: 'shifts', path: '/shifts', labelKey: 'menu.shifts', icon: 'ScheduleOutlined', category: 'quickAccess', device: 'all' }],
  };

  it('accepts a remote-manifest.json', () => {
    expect(remoteManifestSourceSchema.parse(source)).toEqual(source);
  });

  it('refuses an unknown route, an icon that is not an antd icon name, and unknown fields', () => {
    const withEntry = (extra: Record<string, unknown>) => ({ ...source, menu: [{ ...source.menu[0], ...extra }] });
    expect(remoteManifestSourceSchema.safeParse(withEntry({ path: '/nowhere' })).success).toBe(false);
    expect(remoteManifestSourceSchema.safeParse(withEntry({ icon: 'schedule' })).success).toBe(false);
    expect(remoteManifestSourceSchema.safeParse(withEntry({ label: 'Shifts' })).success).toBe(false);
  });
});
