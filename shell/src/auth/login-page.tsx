/** /auth/login: email and password; on success back to the callback path (or home). */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ORGANIZATION_PICKER_PATH, mustChooseOrganization } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { AuthCard, EmailField, Field, FormError, SubmitButton, failureMessage, isEmail } from './auth-card';
import { dismissFirstScreen } from '../app/first-screen';
import { signIn } from './session-service';

/** Only same-app paths are followed, never another origin. */
export function safeCallback(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const callback = safeCallback(params.get('callback'));
  // A reload whose session the server refused lands here: the signed-in frame painted meanwhile goes.
  useEffect(dismissFirstScreen, []);

  // Signed in (here, by the native wrapper, or in another tab): back to the page asked for, once.
  // RouteView refuses it as a direct load if the user may not open it. Someone who has never chosen
  // an organisation and was not sent here from a link meets the organisation picker first (issue 18).
  if (user) return <Navigate to={!params.has('callback') && mustChooseOrganization(user) ? ORGANIZATION_PICKER_PATH : callback} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      email: isEmail(email) ? undefined : t('auth.emailRequired'),
      password: password ? undefined : t('auth.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    setError(null);
    try {
      // The session now has the user: this page re-renders and goes back to the callback.
      await signIn(email.trim(), password);
    } catch (cause) {
      setError(failureMessage(cause, t('common:errors.unknown'), ({ count, unit }) => t(`auth.tooManyAttempts.${unit}`, { count })));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('common:app.name')} subtitle={t('auth.subtitle')}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <EmailField label={t('auth.email')} value={email} onChange={(event) => setEmail(event.target.value)} error={fieldErrors.email} disabled={busy} />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          disabled={busy}
        />
        {error && <FormError>{error}</FormError>}
        <SubmitButton busy={busy}>{t('auth.signIn')}</SubmitButton>
      </form>
      <p className="fo-auth-link">
        <Link to="/auth/reset">{t('auth.forgot')}</Link>
      </p>
    </AuthCard>
  );
}
