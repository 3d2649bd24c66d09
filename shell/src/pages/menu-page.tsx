/**
 * /menu: the phone's full menu as a page - the same permission-derived entries as the drawer,
 * grouped by category as tiles, with their unread badges and a filter box.
 */
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSubject } from '../app/use-subject';
import { badgeFor } from '../layout/chrome-rules';
import { CountBadge } from '../layout/count-badge';
import { useMenu } from '../layout/use-menu';
import { notificationState } from '../notifications/notification-store';
import { unreadCounts } from '../notifications/unread-counts';

export default function MenuPage() {
  const { t } = useTranslation('shell-pages');
  const { token } = theme.useToken();
  const groups = useMenu(true);
  const counts = unreadCounts(useSubject(notificationState).items);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => !needle || t(entry.labelKey).toLocaleLowerCase().includes(needle)) }))
    .filter((group) => group.entries.length > 0);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('menuPage.title')}
      </Typography.Title>
      <Input.Search allowClear placeholder={t('menuPage.filter')} aria-label={t('menuPage.filter')} onChange={(event) => setQuery(event.target.value)} />
      {shown.length === 0 && <Typography.Text type="secondary">{t('menuPage.nothing')}</Typography.Text>}
      {shown.map((group) => (
        <section key={group.category} aria-labelledby={`menu-${group.category}`}>
          <Typography.Title level={5} id={`menu-${group.category}`} style={{ margin: '0 0 8px' }}>
            {t(`shell:menu.category.${group.category}`)}
          </Typography.Title>
          <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={entry.path}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 10,
                    minHeight: 48,
                    height: '100%',
                    padding: '10px 12px',
                    borderRadius: token.borderRadiusLG,
                    background: token.colorBgContainer,
                    border: `1px solid ${token.colorBorderSecondary}`,
                    color: token.colorText,
                  }}
                >
                  <span style={{ fontSize: 20, color: token.colorPrimary }}>{createElement(entry.icon)}</span>
                  <span style={{ flex: 1, minWidth: 0 }}>{t(entry.labelKey)}</span>
                  <CountBadge count={badgeFor(entry.path, counts)} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}
