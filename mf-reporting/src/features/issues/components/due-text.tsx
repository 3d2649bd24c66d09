import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { IssueSummary } from 'shared-contracts';

/** "Due 12 May, 14:00" or "Late by 3 h 20 min" in red. */
export function DueText({ issue }: { issue: Pick<IssueSummary, 'dueAt' | 'lateMinutes'> }) {
  const { t } = useTranslation('mf-reporting');
  if (issue.lateMinutes > 0) {
    const hours = Math.floor(issue.lateMinutes / 60);
    return <Typography.Text type="danger">{t('issues.late', { hours, minutes: issue.lateMinutes % 60 })}</Typography.Text>;
  }
  if (!issue.dueAt) return null;
  return <Typography.Text type="secondary">{t('issues.due', { when: dayjs(issue.dueAt).format('YYYY/MM/DD HH:mm') })}</Typography.Text>;
}
