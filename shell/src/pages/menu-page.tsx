/**
 * /menu: the phone's full menu as a page - the same permission-derived entries as the drawer,
 * grouped by category as tiles, with their unread badges and a filter box.
 */
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubject } from '../app/use-subject';
import { badgeFor } from '../layout/chrome-rules';
import { ShortcutTile } from '../layout/shortcut-tile';
import { useMenu } from '../layout/use-menu';
import { notificationState } from '../notifications/notification-store';
import { unreadCounts } from '../notifications/unread-counts';

export default function MenuPage() {
  const { t } = useTranslation('shell-pages');
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
                <ShortcutTile entry={entry} badge={badgeFor(entry.path, counts)} compact />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}
