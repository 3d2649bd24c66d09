/**
 * Landing page: a greeting and a tile for every place the user may go. Plain elements styled with
 * the theme's tokens instead of antd's Typography, whose editing and copy tools (a text area, the
 * input styles: 18 KB gzip) every signed-in first load would otherwise download.
 */
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { Suspense, createElement, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from 'shared-contracts';
import { useMenu } from '../layout/use-menu';
import { useSession } from 'ui-kit';

// Only organisation administrators download it.
const SetupProgress = lazy(() => import('./home/setup-progress'));

export default function HomePage() {
  const { t } = useTranslation('shell');
  const { user, permissions } = useSession();
  const groups = useMenu(false);
  const [today] = useState(() => formatDate(Date.now()));
  const { token } = theme.useToken();
  const entries = groups.flatMap((group) => group.entries).filter((entry) => entry.path !== '/home');

  return (
    <Flex vertical gap={16}>
      <div>
        <h3
          style={{
            margin: '0 0 4px',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {t('home.greeting', { name: user?.name ?? '' })}
        </h3>
        <span style={{ color: token.colorTextDescription }}>{today}</span>
      </div>
      {user?.organization && permissions.includes('organization-write') ? (
        <Suspense fallback={null}>
          <SetupProgress organizationId={user.organization} />
        </Suspense>
      ) : null}
      <Flex wrap gap={12} role="list" aria-label={t('home.shortcuts')}>
        {/* The item holds the link, so a screen reader announces each shortcut as a link in the list. */}
        {entries.map((entry) => (
          <div key={entry.id} role="listitem" style={{ flex: '1 1 160px', maxWidth: 260, display: 'flex' }}>
            <Link
              to={entry.path}
              style={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '12px 16px',
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorderSecondary}`,
                color: token.colorText,
              }}
            >
              <span style={{ fontSize: 22, color: token.colorPrimary }}>{createElement(entry.icon)}</span>
              <span style={{ fontWeight: token.fontWeightStrong }}>{t(entry.labelKey)}</span>
            </Link>
          </div>
        ))}
      </Flex>
    </Flex>
  );
}
