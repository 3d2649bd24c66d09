import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Organization, assetUrl } from 'shared-contracts';
import { ThemeSwatches } from './theme-swatches';

/** The organisation as spec 001 §3 describes it: name, logo, branding, city, owner, theme, feedback. */
export function OrganizationDetails({ organization }: { organization: Organization }) {
  const { t } = useTranslation('mf-org-admin');
  const notSet = <Typography.Text type="secondary">{t('organization.notSet')}</Typography.Text>;
  const branding = organization.theme?.branding;
  const colors = organization.theme?.colors;
  const value = (content: ReactNode | null | undefined): ReactNode => content ?? notSet;
  const items = [
    { key: 'displayName', label: t('organization.fields.displayName'), children: value(branding?.display_name) },
    {
      key: 'brandingImage',
      label: t('organization.fields.brandingImage'),
      children: value(branding?.image && <Image src={assetUrl(branding.image)} alt={t('organization.brandingAlt')} height={48} preview={false} />),
    },
    { key: 'city', label: t('organization.fields.city'), children: value(organization.city?.name) },
    { key: 'owner', label: t('organization.fields.owner'), children: value(organization.owner?.name) },
    { key: 'colors', label: t('organization.fields.colors'), children: value(colors && <ThemeSwatches colors={colors} />) },
    {
      key: 'feedback',
      label: t('organization.fields.feedback'),
      children: organization.settings.enableFeedback ? (
        <Tag color="success">{t('organization.feedback.enabled')}</Tag>
      ) : (
        <Tag>{t('organization.feedback.disabled')}</Tag>
      ),
    },
  ];
  return (
    <Card
      role="article"
      aria-label={organization.name}
      title={
        <Flex align="center" gap="middle">
          {organization.logoURL && (
            <Image src={assetUrl(organization.logoURL)} alt={t('organization.logoAlt', { name: organization.name })} width={40} height={40} preview={false} />
          )}
          {organization.name}
        </Flex>
      }
    >
      <Descriptions column={1} items={items} />
    </Card>
  );
}
