/**
 * /auth/reset: field staff accounts are managed by their organisation, so a reset is a request
 * to the organisation's admins (the spec leaves the form to us; see shell/README.md).
 */
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError, requestPasswordReset } from 'shared-contracts';

export function ResetPage() {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : t('common:errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100%', display: 'grid', placeItems: 'center', padding: 16, background: 'var(--fo-auth-bg, #f0f4f8)' }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        {sent ? (
          <Result status="success" title={t('reset.sentTitle')} subTitle={t('reset.sentBody')} extra={<Link to="/auth/login">{t('reset.back')}</Link>} />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {t('reset.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('reset.body')}</Typography.Paragraph>
            <Form layout="vertical" onFinish={(values: { email: string }) => void submit(values)} disabled={busy} requiredMark={false}>
              <Form.Item label={t('auth.email')} name="email" rules={[{ required: true, type: 'email', message: t('auth.emailRequired') }]}>
                <Input autoComplete="username" inputMode="email" size="large" />
              </Form.Item>
              {error && (
                <Typography.Paragraph type="danger" role="alert">
                  {error}
                </Typography.Paragraph>
              )}
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                {t('reset.submit')}
              </Button>
            </Form>
            <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
              <Link to="/auth/login">{t('reset.back')}</Link>
            </Typography.Paragraph>
          </>
        )}
      </Card>
    </main>
  );
}
