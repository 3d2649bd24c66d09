import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from 'ui-kit';
import type { DraftState } from '../hooks/use-report-draft';

/** Loading, missing and failed states of a report page; children render the ready draft. */
export function DraftStatus({ state, onRetry }: { state: Exclude<DraftState, { status: 'ready' }>; onRetry: () => void }) {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const back = (
    <Button key="back" type="primary" onClick={() => navigate('/reporting/facilities')}>
      {t('report.backToFacilities')}
    </Button>
  );
  if (state.status === 'loading') {
    return <Spinner size="large" label={t('report.loading')} style={{ minHeight: 240 }} />;
  }
  if (state.status === 'error') {
    const message = state.error instanceof Error ? state.error.message : String(state.error);
    return (
      <Result
        status="error"
        title={t('report.loadFailed')}
        subTitle={message}
        extra={[
          <Button key="retry" onClick={onRetry}>
            {t('report.retry')}
          </Button>,
          back,
        ]}
      />
    );
  }
  return <Result status="warning" title={t(`report.missing.${state.problem}`)} extra={[back]} />;
}
