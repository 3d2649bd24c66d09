/**
 * Issue 16's tasks include "checks a manager asks for": in this product that is an ad-hoc request (a
 * manager asks a person to check a facility), so /tasks shows the open ones addressed to me beside my
 * issues, each opening the ad-hoc requests page where it is done, rather than a second concept.
 */
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type AdHocRequest, formatDateTime, getReporterAdhocRequests } from 'shared-contracts';
import { useSession, useSessionUser } from 'ui-kit';
import { openChecks } from '../rules/open-checks';

export function ChecksAskedOfMe() {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const user = useSessionUser();
  const reads = permissions.includes('adhocList-read');
  const [checks, setChecks] = useState<AdHocRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!reads || !user) return;
    let live = true;
    getReporterAdhocRequests(user._id).then(
      (list) => live && setChecks(openChecks(list)),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [reads, user]);
  if (!reads) return null;
  return (
    <Flex vertical gap="small" component="section" aria-label={t('checkRequests.title')}>
      <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
        {t('checkRequests.title')}
      </Typography.Title>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      {checks && checks.length === 0 ? <Typography.Text type="secondary">{t('checkRequests.none')}</Typography.Text> : null}
      {checks?.map((check) => (
        <Card key={check._id} size="small" data-testid="check-request">
          <Flex vertical gap={4}>
            <Link to="/adhoc-requests">
              <Typography.Text strong>{t('checkRequests.check', { facility: check.facility.name })}</Typography.Text>
            </Link>
            {check.description ? <Typography.Text>{check.description}</Typography.Text> : null}
            <Flex gap={4} wrap align="center">
              <Tag color={check.status === 'checking' ? 'processing' : 'default'}>{t(`checkRequests.status.${check.status}`)}</Tag>
              {check.createdAt ? (
                <Typography.Text type="secondary">{t('checkRequests.asked', { when: formatDateTime(check.createdAt) })}</Typography.Text>
              ) : null}
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
