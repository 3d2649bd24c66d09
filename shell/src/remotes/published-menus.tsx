/**
 * The remotes' drawer entries, read from what each publishes in its manifest: the shell shows
 * them without downloading any remote's code. Labels go into i18n's 'remote-menus' namespace in
 * both languages; icons are antd SVG definitions drawn by antd's icon component.
 */
import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import { type ComponentType, type CSSProperties, forwardRef } from 'react';
import { type MenuEntry, type PublishedIcon, type RemoteName, REMOTE_MENUS_NAMESPACE, readPublishedRemote, registerLocales } from 'shared-contracts';

export interface RemoteMenuItems {
  backgroundWork: boolean;
  menu: MenuEntry<ComponentType>[];
}

interface IconProps {
  className?: string;
  style?: CSSProperties;
}

function iconComponent(icon: PublishedIcon): ComponentType {
  const Icon = forwardRef<HTMLSpanElement, IconProps>((props, ref) => <AntdIcon {...props} ref={ref} icon={icon} />);
  Icon.displayName = `PublishedIcon(${icon.name})`;
  return Icon;
}

/** Reads a remote's manifest into drawer entries; throws with the reason when it is malformed. */
export function menuItemsOf(manifest: unknown, owner: RemoteName): RemoteMenuItems {
  const published = readPublishedRemote(manifest, owner);
  for (const problem of published.dropped) console.warn(`${owner}: menu entry left out`, problem);
  registerLocales(REMOTE_MENUS_NAMESPACE, published.menuTexts);
  return { backgroundWork: published.backgroundWork, menu: published.menu.map((entry) => ({ ...entry, icon: iconComponent(entry.icon) })) };
}
