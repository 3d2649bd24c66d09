import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import QRCode from 'antd/es/qr-code';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type FacilityAdminRow, getAdminFacility } from 'shared-contracts';
import { AsyncContent, useAsync, useSession, useScreens } from 'ui-kit';
import { FacilityStatus, LastChecked } from './facility-status';
import { FeedbackLinkSection } from './feedback-link-section';

interface FacilityDetailProps {
  id: string;
  /** Bumped after a change, to read the record again. */
  version: number;
  canWrite: boolean;
  /** May make a new visitor feedback link (organization-write). */
  canRenewFeedbackLink: boolean;
  onClose: () => void;
  onEdit: (row: FacilityAdminRow) => void;
  onToggleActive: (row: FacilityAdminRow) => void;
  onQr: (row: FacilityAdminRow) => void;
}

/** One facility: the record, then what happened to it (recent reports, open issues), then the actions the role allows. */
export function FacilityDetail({ id, version, canWrite, canRenewFeedbackLink, onClose, onEdit, onToggleActive, onQr }: FacilityDetailProps) {
  const { t } = useTranslation('mf-org-admin');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getAdminFacility(id), [id, version]);
  const state = useAsync(load);
  const none = t('facilities.none');
  const navigate = useNavigate();
  const { permissions } = useSession();
  const raises = permissions.includes('issue-read') && permissions.includes('issueAck-read');
  // On a phone the label/value table is too wide for the drawer: labels go above their values.
  const phone = !useScreens().sm;
  const at = (value: string) => dayjs(value).format('DD MMM YYYY H:mm');
  return (
    <Drawer open size={520} title={state.data?.facility.name ?? t('facilities.detail.title')} onClose={onClose}>
      <AsyncContent state={state} errorTitle={t('facilities.detail.loadFailed')} emptyText="" isEmpty={() => false}>
        {({ facility, recentReports, openIssues }) => (
          <Flex vertical gap={16}>
            <Flex gap={16} wrap align="center">
              <QRCode value={facility.qrCode} size={120} bgColor="#ffffff" color="#000000" aria-label={t('facilities.detail.qr')} />
              <Flex vertical gap={4}>
                <Typography.Text code>{facility.qrCode}</Typography.Text>
                <div>
                  <FacilityStatus row={facility} />
                </div>
              </Flex>
            </Flex>
            <Descriptions size="small" column={1} bordered layout={phone ? 'vertical' : 'horizontal'}>
              <Descriptions.Item label={t('facilities.columns.type')}>{facility.facilityType?.name ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('facilities.columns.location')}>{facility.location?.name ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('facilities.columns.reportingType')}>
                {t(`facilities.reportingType.${facility.reportingType}`, { defaultValue: facility.reportingType })}
              </Descriptions.Item>
              <Descriptions.Item label={t('facilities.form.inspectionMode')}>{t(`facilities.inspectionMode.${facility.inspectionMode}`)}</Descriptions.Item>
              <Descriptions.Item label={t('facilities.detail.checklist')}>{facility.checklist?.name ?? none}</Descriptions.Item>
              {facility.fmsTicketId ? <Descriptions.Item label={t('facilities.detail.ticket')}>{facility.fmsTicketId}</Descriptions.Item> : null}
              <Descriptions.Item label={t('facilities.columns.lastChecked')}>
                <LastChecked at={facility.lastChecked} />
              </Descriptions.Item>
            </Descriptions>
            {facility.kind === 'facility' ? (
              <FeedbackLinkSection facilityId={facility._id} facilityName={facility.name} canRenew={canRenewFeedbackLink} />
            ) : null}
            <section aria-label={t('facilities.detail.recentReports')}>
              <Typography.Title level={5}>{t('facilities.detail.recentReports')}</Typography.Title>
              {recentReports.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('facilities.detail.noReports')} />
              ) : (
                <List
                  size="small"
                  dataSource={recentReports}
                  renderItem={(report) => (
                    <List.Item>
                      <span>{at(report.createdAt)}</span>
                      <span>{report.reporter ?? none}</span>
                      <Tag>{t('facilities.detail.issues', { count: report.issues })}</Tag>
                    </List.Item>
                  )}
                />
              )}
            </section>
            <section aria-label={t('facilities.detail.openIssues')}>
              <Typography.Title level={5}>{t('facilities.detail.openIssues')}</Typography.Title>
              {openIssues.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('facilities.detail.noIssues')} />
              ) : (
                <List
                  size="small"
                  dataSource={openIssues}
                  renderItem={(issue) => (
                    <List.Item>
                      <span>{issue.label}</span>
                      <Tag color={issue.urgencyLevel === 'high' ? 'red' : 'gold'}>{issue.urgencyLevel}</Tag>
                      <span>{at(issue.createdAt)}</span>
                    </List.Item>
                  )}
                />
              )}
            </section>
            <Flex gap={8} wrap>
              <Button onClick={() => onQr(facility)}>{t('facilities.actions.qr')}</Button>
              {/* Issue 16: raise an issue by hand for this facility (mf-reporting's form on the issues list). */}
              {raises && facility.active ? (
                <Button onClick={() => navigate(`/issues/all?raise=${encodeURIComponent(facility._id)}`)}>{t('facilityRaise.button')}</Button>
              ) : null}
              {canWrite ? (
                <>
                  <Button type="primary" onClick={() => onEdit(facility)}>
                    {t('facilities.actions.edit')}
                  </Button>
                  <Button danger={facility.active} onClick={() => onToggleActive(facility)}>
                    {t(facility.active ? 'facilities.actions.retire' : 'facilities.actions.activate')}
                  </Button>
                </>
              ) : null}
            </Flex>
          </Flex>
        )}
      </AsyncContent>
    </Drawer>
  );
}
