/** Landing page: a greeting and a tile for every place the user may go. */
import theme from 'antd/es/theme';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from 'shared-contracts';
import { useMenu } from '../layout/use-menu';
import { useSession } from 'ui-kit';

export default function HomePage() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const groups = useMenu(false);
  const [today] = useState(() => formatDate(Date.now()));
  const { token } = theme.useToken();
  const entries = groups.flatMap((group) => group.entries).filter((entry) => entry.path !== '/home');

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('home.greeting', { name: user?.name ?? '' })}
        </Typography.Title>
        <Typography.Text type="secondary">{today}</Typography.Text>
      </div>
      <Flex wrap gap={12} role="list" aria-label={t('home.shortcuts')}>
        {entries.map((entry) => (
          <Link
            key={entry.id}
            to={entry.path}
            role="listitem"
            style={{
              flex: '1 1 160px',
              maxWidth: 260,
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
            <Typography.Text strong>{t(entry.labelKey)}</Typography.Text>
          </Link>
        ))}
      </Flex>
    </Flex>
  );
}
