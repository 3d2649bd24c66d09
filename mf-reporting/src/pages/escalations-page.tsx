import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssueSummary, bus, getEscalations } from 'shared-contracts';
import { TextSkeleton, useSession } from 'ui-kit';
import { IssueCard } from '../features/issues/components/issue-card';
import { ShareLinkButton } from '../features/issues/components/share-link-button';

/**
 * /escalations: open issues past their due time, the longest overdue first, with how late they are.
 * Live: an issue escalated, acknowledged or resolved anywhere (the api's live events put it on the
 * bus as 'issue/changed') reloads the list without a page reload.
 */
export default function EscalationsPage() {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const [items, setItems] = useState<IssueSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    getEscalations().then(
      (list) => {
        setItems(list);
        setError(null);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    const subscription = bus.on('issue/changed').subscribe(load);
    return () => subscription.unsubscribe();
  }, [load]);
  const shares = permissions.includes('team-write');
  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('issues.escalations')}
      </Typography.Title>
      {error ? <Alert type="error" title={error} /> : null}
      {!items && !error ? <TextSkeleton /> : null}
      {items && items.length === 0 ? <Empty description={t('issues.noEscalations')} /> : null}
      {items?.map((issue) => (
        <IssueCard key={issue._id} issue={issue} to={`/issues/details/${issue._id}`} extra={shares ? <ShareLinkButton issueId={issue._id} /> : null} />
      ))}
    </Flex>
  );
}
