/**
 * Issue 20: /auth/reset?invite=CODE — the page an invited person opens from the link (or where they
 * type the code an admin read out). It is the shell's reset page because setting one's password is
 * what both do and the route table has no page of its own for it: it shows the organisation and
 * role, asks for a name and a password (and a sign-in e-mail when invited by phone), and the
 * accepted invitation signs them in.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { type InvitationPreview, previewInvitation } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { AuthCard, EmailField, Field, FormError, SubmitButton, failureMessage, isEmail } from './auth-card';
import { signInWithInvitation } from './session-service';

const MIN_PASSWORD = 8;

export function AcceptInvitePage({ code }: { code: string }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooMany = ({ count, unit }: { count: number; unit: 'seconds' | 'minutes' }) => t(`auth.tooManyAttempts.${unit}`, { count });

  useEffect(() => {
    let live = true;
    previewInvitation(code)
      .then((answer) => live && setPreview(answer))
      .catch((cause: unknown) => live && setLoadError(failureMessage(cause, t('common:errors.unknown'), tooMany)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per code
  }, [code]);

  if (user) return <Navigate to="/home" replace />;
  if (loadError) {
    return (
      <AuthCard title={t('invite.title')}>
        <FormError>{loadError}</FormError>
        <p className="fo-auth-link">
          <Link to="/auth/login">{t('reset.back')}</Link>
        </p>
      </AuthCard>
    );
  }
  if (!preview)
    return (
      <AuthCard title={t('invite.title')} subtitle={t('invite.checking')}>
        {null}
      </AuthCard>
    );

  const needsEmail = !preview.email;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      firstName: firstName.trim() ? undefined : t('invite.nameRequired'),
      email: !needsEmail || isEmail(email) ? undefined : t('auth.emailRequired'),
      password: password.length >= MIN_PASSWORD ? undefined : t('invite.passwordShort', { count: MIN_PASSWORD }),
    };
    setErrors(next);
    if (next.firstName || next.email || next.password) return;
    setBusy(true);
    setError(null);
    try {
      // The session now has the user: this page re-renders and goes home.
      await signInWithInvitation({ code, firstName: firstName.trim(), lastName: lastName.trim(), password, ...(needsEmail ? { email: email.trim() } : {}) });
    } catch (cause) {
      setError(failureMessage(cause, t('common:errors.unknown'), tooMany));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('invite.title')} subtitle={t('invite.body', { organization: preview.organizationName, role: preview.role })}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {preview.email && <p className="fo-muted">{t('invite.signInAs', { email: preview.email })}</p>}
        <Field
          label={t('invite.firstName')}
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
          disabled={busy}
        />
        <Field label={t('invite.lastName')} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} disabled={busy} />
        {needsEmail && <EmailField label={t('auth.email')} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} disabled={busy} />}
        <Field
          label={t('invite.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          disabled={busy}
        />
        {error && <FormError>{error}</FormError>}
        <SubmitButton busy={busy}>{t('invite.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
