import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { IssueStatus } from 'shared-contracts';

const COLOR: Record<IssueStatus, string> = {
  raised: 'default',
  assigned: 'blue',
  acknowledged: 'geekblue',
  in_progress: 'processing',
  resolved: 'green',
  verified: 'success',
  reopened: 'volcano',
};

export function IssueStatusTag({ status }: { status: IssueStatus }) {
  const { t } = useTranslation('mf-reporting');
  return <Tag color={COLOR[status]}>{t(`issues.status.${status}`)}</Tag>;
}

export function UrgencyTag({ urgency }: { urgency: 'low' | 'moderate' | 'high' }) {
  const { t } = useTranslation('mf-reporting');
  return <Tag color={urgency === 'high' ? 'red' : urgency === 'moderate' ? 'orange' : 'default'}>{t(`issues.urgency.${urgency}`)}</Tag>;
}
