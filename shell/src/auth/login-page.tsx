/** /auth/login: email and password; on success back to the callback path (or home). */
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from 'shared-contracts';
import { useNotice } from '../app/notice';
import { useSession } from '../session/use-session';
import { signIn } from './session-service';

interface Credentials {
  email: string;
  password: string;
}

/** Only same-app paths are followed, never another origin. */
export function safeCallback(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notice = useNotice();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const callback = safeCallback(params.get('callback'));

  if (user) return <Navigate to={callback} replace />;

  const submit = async ({ email, password }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      void navigate(callback, { replace: true });
    } catch (cause) {
      const text = isApiError(cause) ? cause.message : t('common:errors.unknown');
      setError(text);
      if (!isApiError(cause)) notice.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100%', display: 'grid', placeItems: 'center', padding: 16, background: 'var(--fo-auth-bg, #f0f4f8)' }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('common:app.name')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
        <Form<Credentials> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} disabled={busy}>
          <Form.Item label={t('auth.email')} name="email" rules={[{ required: true, type: 'email', message: t('auth.emailRequired') }]}>
            <Input autoComplete="username" inputMode="email" size="large" />
          </Form.Item>
          <Form.Item label={t('auth.password')} name="password" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          {error && (
            <Typography.Paragraph type="danger" role="alert">
              {error}
            </Typography.Paragraph>
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('auth.signIn')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/auth/reset">{t('auth.forgot')}</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
