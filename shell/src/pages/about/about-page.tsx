/** /about: the product, its version, the organisation in use, and the licences of everything it ships. */
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from 'ui-kit';
import { useSubject } from '../../app/use-subject';
import { orgState } from '../../org/org-store';
import { type LicenseReport, type ShippedPackage, loadLicenses } from './licenses';

type Loaded = { status: 'loading' } | { status: 'ready'; report: LicenseReport } | { status: 'failed' };

export default function AboutPage() {
  const { t } = useTranslation('shell-pages');
  const { user } = useSession();
  const { organization } = useSubject(orgState);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [query, setQuery] = useState('');

  useEffect(() => {
    let live = true;
    loadLicenses().then(
      (report) => live && setLoaded({ status: 'ready', report }),
      (error: unknown) => {
        console.warn('licences not read', error);
        if (live) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const packages = useMemo(() => (loaded.status === 'ready' ? loaded.report.packages : []), [loaded]);
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? packages.filter((row) => row.name.toLowerCase().includes(needle) || row.license.toLowerCase().includes(needle)) : packages;
  }, [packages, query]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('about.title')}
      </Typography.Title>
      <Card>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'product', label: t('about.product'), children: t('common:app.name') },
            { key: 'version', label: t('about.version'), children: __APP_VERSION__ },
            { key: 'organization', label: t('about.organization'), children: organization?.name ?? t('about.noOrganization') },
            { key: 'user', label: t('about.signedInAs'), children: user ? `${user.name} (${user.email})` : '' },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('about.body')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('about.licenses.title')}>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('about.licenses.body')}</Typography.Text>
          {loaded.status === 'failed' && <Alert type="warning" showIcon title={t('about.licenses.failed')} />}
          {loaded.status === 'ready' && loaded.report.missing.length > 0 && (
            <Alert type="info" showIcon title={t('about.licenses.missing', { apps: loaded.report.missing.join(', ') })} />
          )}
          <Input.Search
            allowClear
            placeholder={t('about.licenses.search')}
            aria-label={t('about.licenses.search')}
            onChange={(event) => setQuery(event.target.value)}
          />
          {/* The region scrolls sideways on a phone; it takes focus, so a keyboard can scroll it too. */}
          <div role="region" tabIndex={0} aria-label={t('about.licenses.package')} style={{ overflowX: 'auto' }}>
            <Table<ShippedPackage>
              size="small"
              rowKey={(row) => `${row.name}@${row.version}`}
              loading={loaded.status === 'loading'}
              dataSource={shown}
              pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
              style={{ minWidth: 'max-content' }}
              columns={[
                { key: 'name', title: t('about.licenses.package'), dataIndex: 'name' },
                { key: 'version', title: t('about.licenses.version'), dataIndex: 'version' },
                { key: 'license', title: t('about.licenses.license'), dataIndex: 'license' },
                { key: 'apps', title: t('about.licenses.apps'), render: (_, row) => row.apps.join(', ') },
              ]}
            />
          </div>
          {loaded.status === 'ready' && <Typography.Text type="secondary">{t('about.licenses.count', { count: packages.length })}</Typography.Text>}
        </Flex>
      </Card>
    </Flex>
  );
}
