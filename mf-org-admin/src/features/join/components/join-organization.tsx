/**
 * /organization/join: a join code typed or scanned (the capture kit's QR scanner, loaded from
 * mf-reporting when asked for; typing works without it), POST /users/organizations/join, a clear
 * message for a code that does not work, and afterwards the new organisation to open.
 */
import QrcodeOutlined from '@ant-design/icons/es/icons/QrcodeOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrganizationSummary, getProfile, isApiError, joinOrganization } from 'shared-contracts';
import { useExposed } from 'ui-kit';
import { readJoinCode } from '../rules/read-join-code';

interface Props {
  onOpen: (organizationId: string) => void;
  opening: boolean;
}

type Failure = { title: string; message: string };

export function JoinOrganization({ onOpen, opening }: Props) {
  const { t } = useTranslation('mf-org-admin');
  const [form] = Form.useForm<{ joinCode: string }>();
  const [scanning, setScanning] = useState(false);
  const scanner = useExposed('captureKit', scanning);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [joined, setJoined] = useState<{ message: string; organization: OrganizationSummary | null } | null>(null);

  const titleFor = (error: unknown): string => {
    if (!isApiError(error)) return t('join.failed');
    if (error.status === 404) return t('join.unusable');
    if (error.status === 409) return t('join.already');
    if (error.status === 429) return t('join.tooMany');
    return t('join.failed');
  };

  const join = async (typed: string) => {
    const joinCode = readJoinCode(typed);
    if (!joinCode) {
      setFailure({ title: t('join.unusable'), message: t('join.unreadable') });
      return;
    }
    setJoining(true);
    setFailure(null);
    try {
      const before = new Set((await getProfile()).switchableOrgs.map((organization) => organization._id));
      const answer = await joinOrganization({ joinCode });
      const after = (await getProfile()).switchableOrgs;
      setJoined({ message: answer.message ?? t('join.done'), organization: after.find((organization) => !before.has(organization._id)) ?? null });
    } catch (error) {
      console.error('joining failed', error);
      setFailure({ title: titleFor(error), message: isApiError(error) || error instanceof Error ? error.message : String(error) });
    } finally {
      setJoining(false);
    }
  };

  if (joined) {
    const { organization } = joined;
    return (
      <Result
        status="success"
        title={joined.message}
        subTitle={organization ? t('join.openHint', { name: organization.name }) : undefined}
        extra={
          organization && (
            <Button type="primary" loading={opening} onClick={() => onOpen(organization._id)}>
              {t('join.open', { name: organization.name })}
            </Button>
          )
        }
      />
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 560 }}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={({ joinCode }) => void join(joinCode)}>
        <Form.Item
          name="joinCode"
          label={t('join.code')}
          extra={t('join.codeHelp')}
          rules={[{ required: true, whitespace: true, message: t('join.codeRequired') }]}
        >
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={joining}>
            {t('join.submit')}
          </Button>
          <Button icon={<QrcodeOutlined />} onClick={() => setScanning(true)} loading={scanning && scanner.state === 'loading'}>
            {t('join.scan')}
          </Button>
        </Space>
      </Form>
      {scanning && scanner.state === 'unavailable' && (
        <Alert type="warning" showIcon title={t('join.scannerUnavailable')} action={<Button onClick={scanner.retry}>{t('join.retry')}</Button>} />
      )}
      {failure && <Alert type="error" showIcon title={failure.title} description={failure.message} />}
      {scanner.state === 'ready' && (
        <scanner.module.QrScannerDialog
          open={scanning}
          onClose={() => setScanning(false)}
          onResult={(text) => {
            setScanning(false);
            form.setFieldValue('joinCode', readJoinCode(text));
            void join(text);
          }}
        />
      )}
    </div>
  );
}
