/**
 * /auth/reset: field staff accounts are managed by their organisation, so a reset is a request
 * to the organisation's admins (the spec leaves the form to us; see shell/README.md).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from 'shared-contracts';
import { AcceptInvitePage } from './accept-invite-page';
import { AuthCard, EmailField, FormError, SubmitButton, failureMessage, isEmail } from './auth-card';

/** Issue 20: with ?invite=CODE the page is where an invited person sets their name and password. */
export function ResetPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return invite ? <AcceptInvitePage code={invite} /> : <PasswordResetRequest />;
}

function PasswordResetRequest() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setEmailError(t('auth.emailRequired'));
      return;
    }
    setEmailError(null);
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    } catch (cause) {
      setError(failureMessage(cause, t('common:errors.unknown'), ({ count, unit }) => t(`auth.tooManyAttempts.${unit}`, { count })));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title={t('reset.sentTitle')} subtitle={t('reset.sentBody')}>
        <p className="fo-auth-link">
          <Link to="/auth/login">{t('reset.back')}</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.body')}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <EmailField label={t('auth.email')} value={email} onChange={(event) => setEmail(event.target.value)} error={emailError} disabled={busy} />
        {error && <FormError>{error}</FormError>}
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </form>
      <p className="fo-auth-link">
        <Link to="/auth/login">{t('reset.back')}</Link>
      </p>
    </AuthCard>
  );
}
