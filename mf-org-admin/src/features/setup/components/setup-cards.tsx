/**
 * The set-up cards of spec 001 §2.5 (GET /organizations/{id}/setup-status): per part whether it is
 * set up, with its count, each opening its page; the overall progress above them.
 */
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type SetupPart, getSetupStatus } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';

const pageOf: Record<SetupPart, string> = {
  organization: '/organization',
  locations: '/locations',
  feedback: '/feedback',
  facilityTypes: '/facilityTypes',
  checklists: '/checklists',
  facilities: '/facilities',
  staff: '/staff',
  teams: '/teams',
  shifts: '/shifts',
  adhocRequests: '/adhoc-requests',
};

export function SetupCards({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('mf-org-admin');
  const load = useCallback(() => getSetupStatus(organizationId), [organizationId]);
  const status = useAsync(load);
  return (
    <section aria-label={t('setup.title')} style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 24 }}>
      <Typography.Title level={4}>{t('setup.title')}</Typography.Title>
      <AsyncContent state={status} errorTitle={t('setup.failed')} emptyText="" isEmpty={() => false}>
        {({ parts, progress, complete }) => (
          <>
            <Progress percent={Math.round(progress * 100)} status={complete ? 'success' : 'active'} aria-label={t('setup.progress')} />
            <div role="list" style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))' }}>
              {parts.map(({ part, done, count }) => (
                // The item holds the link, so it is announced as a link; named by what it shows.
                <div key={part} role="listitem">
                  <Link to={pageOf[part]}>
                    <Card size="small" hoverable>
                      <Typography.Text strong>{t(`setup.parts.${part}`)}</Typography.Text>
                      <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginTop: 4 }}>
                        {done ? <CheckCircleFilled style={{ color: '#389e0d' }} /> : <ExclamationCircleOutlined style={{ color: '#d48806' }} />}
                        <Typography.Text type="secondary">{done ? t('setup.done', { count }) : t('setup.todo', { count })}</Typography.Text>
                      </div>
                    </Card>
                  </Link>
                </div>
              ))}
            </div>
          </>
        )}
      </AsyncContent>
    </section>
  );
}
