import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { UrgencyLevel } from 'shared-contracts';

/** An issue's urgency as an icon coloured low (green), moderate (amber), high (red), named for screen readers. */
export function UrgencyIcon({ level }: { level: UrgencyLevel }) {
  const { t } = useTranslation('mf-adhoc');
  const { token } = theme.useToken();
  const colour = { low: token.colorSuccess, moderate: token.colorWarning, high: token.colorError }[level];
  return <ExclamationCircleFilled role="img" aria-label={t(`urgency.${level}`)} title={t(`urgency.${level}`)} style={{ color: colour, fontSize: 18 }} />;
}
