/**
 * 'AdHoc Report Details' (spec 000 Screen 1): the request's issues (image, label in upper case,
 * tags, urgency, description) with 'Create an Issue' and 'Start Reporting'. Only an unchecked
 * request allows either (§4). Create an Issue raises the request's issues (POST
 * /shifts/add/adhoc-request-issue); Start Reporting opens the checklist as an ad-hoc report
 * answering the request.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type AdHocRequest, assetUrl, checklistPath } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { useSubmitRequest } from '../../../shared/hooks/use-submit-request';
import { canActOn } from '../rules/request-rules';
import { UrgencyIcon } from './urgency-icon';

export function AdhocReportDetailsDialog({ request, onClose }: { request: AdHocRequest; onClose: () => void }) {
  const { t } = useTranslation('mf-adhoc');
  const navigate = useNavigate();
  const user = useSessionUser();
  const { send, sending, problem } = useSubmitRequest(onClose);
  const actionable = canActOn(request);
  const { facility } = request;

  const createIssue = () =>
    send({
      facility: facility._id,
      reporter: request.reporter ?? user?._id ?? null,
      shift: request.shift ?? null,
      supervisor: request.supervisor ?? null,
      status: 'unchecked',
      issueDetails: request.issueDetails,
      adHocReportType: request.adHocReportType,
      adHocRequestId: request._id,
    });

  const startReporting = () => {
    onClose();
    navigate(checklistPath(facility._id, { adHocReportType: request.adHocReportType, adHocRequestId: request._id }));
  };

  return (
    <Modal
      open
      title={t('details.title')}
      onCancel={onClose}
      footer={[
        <Button key="issue" disabled={!actionable} loading={sending} onClick={() => void createIssue()}>
          {t('details.createIssue')}
        </Button>,
        <Button key="report" type="primary" disabled={!actionable || sending} onClick={startReporting}>
          {t('details.startReporting')}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <div>
          <Typography.Text strong>{facility.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {facility.location?.name ?? t('requests.card.unknown')} · {facility.facilityType?.name ?? t('requests.card.unknown')}
          </Typography.Text>
          {request.description && <Typography.Paragraph style={{ margin: '8px 0 0' }}>{request.description}</Typography.Paragraph>}
        </div>
        {request.issueDetails.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noIssues')} />
        ) : (
          <ul aria-label={t('details.issues')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {request.issueDetails.map((issue) => (
              <li key={issue.parameter} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                {issue.img ? <img src={assetUrl(issue.img)} alt="" width={48} height={48} style={{ objectFit: 'contain', flex: 'none' }} /> : null}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Flex justify="space-between" align="center" gap="small">
                    <Typography.Text strong>{issue.label.toUpperCase()}</Typography.Text>
                    <UrgencyIcon level={issue.urgencyLevel} />
                  </Flex>
                  {issue.selectedTags.length > 0 && <Typography.Text type="secondary">{issue.selectedTags.join(', ')}</Typography.Text>}
                  {issue.description && <Typography.Paragraph style={{ margin: 0 }}>{issue.description}</Typography.Paragraph>}
                </div>
              </li>
            ))}
          </ul>
        )}
        {!actionable && <Alert type="info" showIcon title={t('details.notActionable', { status: t(`requests.status.${request.status}`) })} />}
        {problem && <Alert type="error" showIcon title={t('submit.failed')} description={problem} />}
      </Flex>
    </Modal>
  );
}
