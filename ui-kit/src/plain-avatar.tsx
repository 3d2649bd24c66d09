/**
 * The avatar, a plain part of its own module (see plain-parts.tsx): the shell's header draws it on
 * every signed-in page, and the rest of the parts stay out of the shell's start.
 */
import { type CSSProperties, useState } from 'react';

export interface PlainAvatarProps {
  /** The picture; without one, or when it fails to load, the initial. */
  src?: string;
  /** A name's first letter. */
  initial: string;
  /** Width and height in px (antd's default 32). */
  size?: number;
  /** A person is round, an organisation's logo square. */
  shape?: 'circle' | 'square';
}

/**
 * A person's picture or initial, as antd's `<Avatar>` draws it. Always beside the name it stands
 * for, so hidden from screen readers. antd's Avatar writes its CSS variables as it mounts and
 * removes them as it goes; the header's avatar moved into the menu's Dropdown after the first screen
 * and so did both (issue 15), and a staff page drew one per row.
 */
export function PlainAvatar({ src, initial, size = 32, shape = 'circle' }: PlainAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame: CSSProperties = {
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    width: size,
    height: size,
    borderRadius: shape === 'circle' ? '50%' : 'var(--ant-border-radius, 6px)',
    background: 'var(--ant-color-text-placeholder, rgba(0,0,0,0.25))',
    color: 'var(--ant-color-text-light-solid, #fff)',
    fontSize: size >= 40 ? size / 2 : 'var(--ant-font-size, 14px)',
    lineHeight: 1,
    userSelect: 'none',
  };
  return (
    <span aria-hidden="true" data-avatar="" style={frame}>
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        initial.toUpperCase()
      )}
    </span>
  );
}
