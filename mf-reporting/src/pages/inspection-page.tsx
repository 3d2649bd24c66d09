import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { formatDateTime, matchRoutePath } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { loadInspection } from '../features/inspections/api/load-inspections';
import { PdfButton } from '../features/inspections/components/pdf-button';
import { ReportViewer } from '../features/inspections/components/report-viewer';

/** /inspection/:id: one stored report, with a PDF export. */
export default function InspectionPage() {
  const { t } = useTranslation('mf-reporting');
  // The shell mounts remote pages under its catch-all route: the id comes from the route table's match.
  const params = useParams();
  const { pathname } = useLocation();
  const id = params.id ?? matchRoutePath(pathname)?.params.id ?? '';
  const load = useCallback(() => loadInspection(id), [id]);
  const state = useAsync(load);
  const printable = useRef<HTMLDivElement>(null);
  return (
    <AsyncContent state={state} errorTitle={t('inspection.error')} emptyText={t('inspection.error')} isEmpty={() => false}>
      {(answer) => (
        <div ref={printable} style={{ padding: 4 }}>
          <Flex vertical gap="middle">
            <Flex justify="space-between" align="center" wrap gap="small">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {t('inspection.title', { facility: answer.data.facility.name })}
              </Typography.Title>
              <PdfButton target={printable} fileName={`inspection-${answer.data._id}.pdf`} title={`${answer.data.facility.name} ${answer.data.date}`} />
            </Flex>
            {answer.fromCache && <Alert type="info" showIcon title={t('inspections.cached', { time: formatDateTime(answer.fetchedAt) })} data-pdf-hide />}
            <ReportViewer view={answer.data} />
          </Flex>
        </div>
      )}
    </AsyncContent>
  );
}
