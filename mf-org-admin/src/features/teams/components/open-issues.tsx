import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** "3 open issues", in the warning colour when there are any. */
export function OpenIssues({ count }: { count: number }) {
  const { t } = useTranslation('mf-org-admin');
  return <Typography.Text type={count > 0 ? 'warning' : 'secondary'}>{t('teams.openIssues', { count })}</Typography.Text>;
}
