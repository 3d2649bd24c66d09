import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainResult } from 'ui-kit';

interface RemoteErrorPageProps {
  /** 'unavailable': the remote's server or files could not be reached; 'crashed': the page threw. */
  reason: 'unavailable' | 'crashed';
  onRetry: () => unknown;
}

/** Shown in place of a remote's page when it cannot be loaded; the rest of the app keeps working. */
export function RemoteErrorPage({ reason, onRetry }: RemoteErrorPageProps) {
  const { t } = useTranslation('shell');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <PlainResult
      status="warning"
      title={t(reason === 'unavailable' ? 'remote.unavailable.title' : 'remote.crashed.title')}
      subTitle={t(reason === 'unavailable' ? 'remote.unavailable.body' : 'remote.crashed.body')}
      extra={
        <Button type="primary" loading={retrying} onClick={() => void retry()}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
