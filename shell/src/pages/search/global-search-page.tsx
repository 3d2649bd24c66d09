/** /global-search: facilities, people and pages in one box; offline it searches what was last fetched. */
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { type CSSProperties, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from 'shared-contracts';
import { Spinner, useSession } from 'ui-kit';
import { useMenu } from '../../layout/use-menu';
import { type SearchData, type SearchHit, loadSearchData, searchAll } from './search-sources';

export default function GlobalSearchPage() {
  const { t } = useTranslation('shell-pages');
  const { token } = theme.useToken();
  const { permissions } = useSession();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const deferred = useDeferredValue(query);
  const [data, setData] = useState<SearchData | null>(null);
  const groups = useMenu(false);
  const mobileGroups = useMenu(true);

  useEffect(() => {
    let live = true;
    void loadSearchData(permissions).then((loaded) => live && setData(loaded));
    return () => {
      live = false;
    };
  }, [permissions]);

  const pages = useMemo(() => {
    const seen = new Map<string, { id: string; path: string; label: string }>();
    for (const entry of [...groups, ...mobileGroups].flatMap((group) => group.entries)) {
      if (entry.path !== '/global-search') seen.set(entry.path, { id: entry.id, path: entry.path, label: t(entry.labelKey) });
    }
    return [...seen.values()];
  }, [groups, mobileGroups, t]);

  const hits = useMemo(() => (data ? searchAll(deferred, pages, data, permissions) : []), [deferred, pages, data, permissions]);
  const rowStyle: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '10px 12px',
    minHeight: 48,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    color: token.colorText,
  };
  const item = (hit: SearchHit) => <li key={`${hit.kind}:${hit.id}`}>{row(hit)}</li>;
  const row = (hit: SearchHit) => {
    const body = (
      <>
        <Tag style={{ marginInlineEnd: 0 }}>{t(`search.kind.${hit.kind}`)}</Tag>
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <span style={{ fontWeight: token.fontWeightStrong }}>{hit.title}</span>
          {hit.detail && <span style={{ color: token.colorTextDescription, fontSize: 12 }}>{hit.detail}</span>}
        </span>
      </>
    );
    if (hit.to)
      return (
        <Link to={hit.to} style={rowStyle}>
          {body}
        </Link>
      );
    if (hit.href)
      return (
        <a href={hit.href} style={rowStyle}>
          {body}
        </a>
      );
    return <div style={rowStyle}>{body}</div>;
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 820 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('search.title')}
      </Typography.Title>
      <Input.Search
        autoFocus
        allowClear
        size="large"
        value={query}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setParams(event.target.value ? { q: event.target.value } : {}, { replace: true });
        }}
      />
      {data?.cachedAt && <Alert type="info" showIcon title={t('search.offline', { time: formatDateTime(data.cachedAt) })} />}
      {!data && <Spinner style={{ padding: 24 }} />}
      {data && deferred.trim() === '' && <Typography.Text type="secondary">{t('search.hint')}</Typography.Text>}
      {data && deferred.trim() !== '' && hits.length === 0 && <Empty description={t('search.nothing', { query: deferred.trim() })} />}
      {hits.length > 0 && (
        <ul aria-label={t('search.results')} style={{ display: 'flex', flexDirection: 'column', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
          {hits.map(item)}
        </ul>
      )}
    </Flex>
  );
}
