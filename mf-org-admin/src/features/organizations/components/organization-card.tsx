/** One organisation as the picker and the organisations page show it: logo, name, owner, staff and facility totals. */
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrganizationSummary, assetUrl } from 'shared-contracts';
import { DEFAULT_LOGO } from './default-logo';

interface Props {
  organization: OrganizationSummary;
  current: boolean;
  actions: ReactNode[];
  children?: ReactNode;
}

export function OrganizationCard({ organization, current, actions, children }: Props) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <Card role="article" aria-label={organization.name} actions={actions} styles={{ body: { padding: 12 } }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <img
          src={organization.logoURL ? assetUrl(organization.logoURL) : DEFAULT_LOGO}
          alt={t('organization.logoAlt', { name: organization.name })}
          width={48}
          height={48}
          style={{ objectFit: 'contain', borderRadius: 6, flex: 'none' }}
        />
        <div style={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Typography.Text strong ellipsis>
            {organization.name} {current && <Tag color="processing">{t('switcher.current')}</Tag>}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {t('organizations.card.owner', { name: organization.owner?.name ?? t('organization.notSet') })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('organizations.card.totals', { staff: organization.staffCount ?? 0, facilities: organization.facilityCount ?? 0 })}
          </Typography.Text>
        </div>
      </div>
      {children}
    </Card>
  );
}
