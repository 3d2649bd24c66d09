/**
 * The issue details of an ad-hoc report: mf-reporting's form (exposed as
 * `mf_reporting/report-details`) under this page's title. While mf-reporting is unavailable the
 * page says so with Retry; the report stays saved on the device meanwhile.
 */
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Spinner, useExposed } from 'ui-kit';

export function ReportDetailsHost({ title }: { title: string }) {
  const { t } = useTranslation('mf-adhoc');
  const details = useExposed('reportDetails');
  if (details.module) {
    const { ReportDetails } = details.module;
    return <ReportDetails title={title} />;
  }
  if (details.state === 'unavailable') {
    return (
      <Result
        status="warning"
        title={t('reportDetails.unavailable')}
        subTitle={t('reportDetails.kept')}
        extra={
          <Button type="primary" onClick={details.retry}>
            {t('reportDetails.retry')}
          </Button>
        }
      />
    );
  }
  return <Spinner size="large" style={{ padding: 48 }} />;
}
