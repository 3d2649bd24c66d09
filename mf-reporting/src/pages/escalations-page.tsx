import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssueSummary, getEscalations } from 'shared-contracts';
import { IssueCard } from '../features/issues/components/issue-card';

/** /escalations: open issues past their due time, the longest overdue first, with how late they are. */
export default function EscalationsPage() {
  const { t } = useTranslation('mf-reporting');
  const [items, setItems] = useState<IssueSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getEscalations().then(setItems, (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, []);
  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('issues.escalations')}
      </Typography.Title>
      {error ? <Alert type="error" message={error} /> : null}
      {!items && !error ? <Skeleton active /> : null}
      {items && items.length === 0 ? <Empty description={t('issues.noEscalations')} /> : null}
      {items?.map((issue) => (
        <IssueCard key={issue._id} issue={issue} to={`/issues/details/${issue._id}`} />
      ))}
    </Flex>
  );
}
