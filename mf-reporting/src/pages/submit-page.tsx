import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markSubmitVisited } from '../features/submit/back-from-submit';
import type { SendStatus } from '../features/submit/submit-status';
import { useSubmitProgress } from '../features/submit/use-submit-progress';

const FACILITIES = '/reporting/facilities';

function StatusImage({ status }: { status: SendStatus }) {
  const { token } = theme.useToken();
  const style = { fontSize: 96 };
  if (status === 'success') return <CheckCircleFilled style={{ ...style, color: token.colorSuccess }} />;
  if (status === 'error' || status === 'empty') return <CloseCircleFilled style={{ ...style, color: token.colorError }} />;
  return <CloudUploadOutlined style={{ ...style, color: token.colorPrimary }} />;
}

/**
 * Screen 5, Submit (/reporting/submit): the progress of the report's outbox item, then home; when
 * an attempt fails, the reason and Retry (the report stays queued on the device meanwhile).
 */
export default function SubmitPage() {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const { status, progress, reason, retry } = useSubmitProgress();
  const busy = status === 'loading';

  // Leaving mid-upload: the browser asks first; going back lands on the facility list.
  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('submit.reloadPrompt');
      return event.returnValue;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [busy, t]);
  useEffect(markSubmitVisited, []);

  const percent = progress.total === 0 ? (busy ? 0 : 100) : Math.round((progress.done / progress.total) * 100);
  return (
    <Flex
      vertical
      align="center"
      gap="large"
      style={{ padding: '32px 16px', textAlign: 'center' }}
      role="status"
      aria-live="polite"
      aria-label={t(`submit.status.${status}`)}
    >
      <StatusImage status={status} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {status === 'empty' ? t('submit.noReport') : t(`submit.status.${status}`)}
      </Typography.Title>
      {status !== 'empty' && (
        <div style={{ width: 'min(420px, 100%)' }}>
          <Progress percent={percent} status={status === 'error' ? 'exception' : status === 'success' ? 'success' : 'active'} />
          <Typography.Text>{t('submit.uploading', { done: progress.done, total: progress.total })}</Typography.Text>
        </div>
      )}
      {reason && <Typography.Paragraph type="danger">{reason}</Typography.Paragraph>}
      {!busy && (
        <Flex gap="small" wrap justify="center">
          {status === 'error' && <Button onClick={retry}>{t('queue.retry')}</Button>}
          <Button type="primary" onClick={() => navigate(FACILITIES, { replace: true })}>
            {t('report.backToFacilities')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
