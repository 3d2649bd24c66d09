import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type AdHocRequestStatus } from 'shared-contracts';

/** Spec 000 Screen 1: an icon by status, checked, checking, or any other (not checked yet). */
export function AdhocRequestStatusIcon({ status }: { status: AdHocRequestStatus }) {
  const { t } = useTranslation('mf-adhoc');
  if (status === 'checked') {
    return (
      <Typography.Text type="success">
        <CheckCircleOutlined aria-label={t('requests.status.checked')} />
      </Typography.Text>
    );
  }
  if (status === 'checking') {
    return (
      <Typography.Text type="warning">
        <SyncOutlined aria-label={t('requests.status.checking')} />
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary">
      <ClockCircleOutlined aria-label={t('requests.status.unchecked')} />
    </Typography.Text>
  );
}
