import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrganizationSummary, assetUrl } from 'shared-contracts';
import { type AsyncState, AsyncContent, PlainAvatar, useConfirmQueued } from 'ui-kit';
import { filterOrganizations } from '../../shared/filter-organizations';
import { useSwitchOrganization } from '../../shared/use-switch-organization';

interface PanelProps {
  organizations: AsyncState<OrganizationSummary[]>;
  currentId: string | null;
  onSwitched?: (organizationId: string) => void;
}

export function OrgSwitcherPanel({ organizations, currentId, onSwitched }: PanelProps) {
  const { t } = useTranslation('mf-org-admin');
  const [query, setQuery] = useState('');
  const { switching, error, switchTo } = useSwitchOrganization(t('switcher.failed'), onSwitched);
  const confirmQueued = useConfirmQueued();
  const { token } = theme.useToken();

  return (
    <div style={{ width: 'min(320px, 80vw)', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input.Search
        allowClear
        placeholder={t('switcher.search')}
        aria-label={t('switcher.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error && <Alert type="error" showIcon title={t('switcher.failed')} description={error} />}
      <AsyncContent state={organizations} errorTitle={t('switcher.loadFailed')} emptyText={t('switcher.none')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <div style={{ maxHeight: 320, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 6 }}>
            {filterOrganizations(list, query).map((organization) => {
              const current = organization._id === currentId;
              return (
                <button
                  key={organization._id}
                  type="button"
                  disabled={current || switching !== null}
                  aria-current={current}
                  aria-label={t('switcher.choose', { name: organization.name })}
                  onClick={() => void confirmQueued('switch').then((go) => (go ? switchTo(organization._id) : undefined))}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 10,
                    padding: 8,
                    textAlign: 'start',
                    cursor: current ? 'default' : 'pointer',
                    background: current ? token.colorPrimaryBg : token.colorBgContainer,
                    color: token.colorText,
                    border: `1px solid ${token.colorBorderSecondary}`,
                    borderRadius: token.borderRadius,
                    opacity: switching && switching !== organization._id ? 0.5 : 1,
                  }}
                >
                  <PlainAvatar shape="square" src={organization.logoURL ? assetUrl(organization.logoURL) : undefined} initial={organization.name.charAt(0)} />
                  <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {organization.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {switching === organization._id ? t('switcher.switching') : current ? t('switcher.current') : (organization.city?.name ?? '')}
                    </Typography.Text>
                  </span>
                </button>
              );
            })}
            {filterOrganizations(list, query).length === 0 && <Typography.Text type="secondary">{t('switcher.noMatch')}</Typography.Text>}
          </div>
        )}
      </AsyncContent>
    </div>
  );
}
