/**
 * The remotes' drawer entries carry their icons as antd SVG definitions (published in each
 * remote's manifest, so the shell draws the menu without downloading any remote's code). This
 * draws them with antd's icon component; it comes with the signed-in UI, not with the sign-in page.
 */
import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import { type ComponentType, type CSSProperties, forwardRef } from 'react';
import { type MenuEntry, type PublishedIcon } from 'shared-contracts';

interface IconProps {
  className?: string;
  style?: CSSProperties;
}

// One component per definition, so a menu that is read again renders the same icons.
const components = new WeakMap<PublishedIcon, ComponentType>();

function iconComponent(icon: PublishedIcon): ComponentType {
  const known = components.get(icon);
  if (known) return known;
  const Icon = forwardRef<HTMLSpanElement, IconProps>((props, ref) => <AntdIcon {...props} ref={ref} icon={icon} />);
  Icon.displayName = `PublishedIcon(${icon.name})`;
  components.set(icon, Icon);
  return Icon;
}

/** A published entry with its icon as a component, as the drawer and home draw entries. */
export function withIconComponent(entry: MenuEntry<PublishedIcon>): MenuEntry<ComponentType> {
  return { ...entry, icon: iconComponent(entry.icon) };
}
