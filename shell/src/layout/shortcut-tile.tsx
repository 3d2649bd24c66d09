/**
 * A tile that opens a menu entry: its icon in the primary colour, its label and, on the menu page,
 * its unread count. Home shows them large, the phone's menu page compact. Plain elements styled with
 * the theme's tokens (no antd Card on the first screen).
 */
import theme from 'antd/es/theme';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountBadge } from './count-badge';
import { type ShellMenuEntry } from './use-menu';

export function ShortcutTile({ entry, badge = 0, compact = false }: { entry: ShellMenuEntry; badge?: number; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Link
      to={entry.path}
      style={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 10 : 12,
        minHeight: 48,
        height: '100%',
        padding: compact ? '10px 12px' : '12px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        color: token.colorText,
      }}
    >
      <span style={{ fontSize: compact ? 20 : 22, color: token.colorPrimary }}>{createElement(entry.icon)}</span>
      <span style={{ flex: 1, minWidth: 0, fontWeight: compact ? undefined : token.fontWeightStrong }}>{t(entry.labelKey)}</span>
      <CountBadge count={badge} />
    </Link>
  );
}
