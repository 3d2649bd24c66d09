import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import { AsyncContent, useAsync, useRouteParam, useSession } from 'ui-kit';
import { loadInspection } from '../features/inspections/api/load-inspections';
import { PdfButton } from '../features/inspections/components/pdf-button';
import { ReportViewer } from '../features/inspections/components/report-viewer';
import { ShareInspectionButton } from '../features/inspections/components/share-inspection-button';

/** Who reads any report of the organisation, and so may share one (the server checks the same). */
const SHARERS = ['inspectionMenuView-read', 'dailyReportsMenuView-read', 'organization-read'];

/** /inspection/:id: one stored report, with a PDF export and, for those who read the reports, a share link. */
export default function InspectionPage() {
  const { t } = useTranslation('mf-reporting');
  // The shell mounts remote pages under its catch-all route: the id comes from the route table's match.
  const id = useRouteParam('id') ?? '';
  const load = useCallback(() => loadInspection(id), [id]);
  const state = useAsync(load);
  const printable = useRef<HTMLDivElement>(null);
  const { permissions } = useSession();
  const canShare = SHARERS.some((permission) => permissions.includes(permission));
  return (
    <AsyncContent state={state} errorTitle={t('inspection.error')} emptyText={t('inspection.error')} isEmpty={() => false}>
      {(answer) => (
        <div ref={printable} style={{ padding: 4 }}>
          <Flex vertical gap="middle">
            <Flex justify="space-between" align="center" wrap gap="small">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {t('inspection.title', { facility: answer.data.facility.name })}
              </Typography.Title>
              <Flex gap="small" wrap>
                {canShare && !answer.fromCache && <ShareInspectionButton reportId={answer.data._id} />}
                <PdfButton target={printable} fileName={`inspection-${answer.data._id}.pdf`} title={`${answer.data.facility.name} ${answer.data.date}`} />
              </Flex>
            </Flex>
            {answer.fromCache && <Alert type="info" showIcon title={t('inspections.cached', { time: formatDateTime(answer.fetchedAt) })} data-pdf-hide />}
            <ReportViewer view={answer.data} />
          </Flex>
        </div>
      )}
    </AsyncContent>
  );
}
