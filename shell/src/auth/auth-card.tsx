/**
 * The sign-in and reset pages are plain HTML styled by public/index.html, without antd: they are
 * the first thing a phone on a weak network downloads, so they stay small.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { isApiError } from 'shared-contracts';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="fo-auth">
      <section className="fo-auth-card">
        <h1>{title}</h1>
        {subtitle && <p className="fo-muted">{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
}

/** A labelled input with its validation message. */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="fo-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="fo-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <span id={`${id}-error`} className="fo-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The email field of both pages: the keyboard, autofill and type a phone needs for an address. */
export function EmailField(props: Omit<FieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return <Field type="email" autoComplete="username" inputMode="email" {...props} />;
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="fo-button" disabled={busy} aria-busy={busy}>
      {busy && <span className="fo-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="fo-form-error">
      {children}
    </p>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** How long a 429 asks to wait: the api's answer `{ message, details: { retryAfterSeconds } }`. */
function retryAfterSeconds(answer: unknown): number | null {
  const value = field(field(answer, 'details'), 'retryAfterSeconds');
  return typeof value === 'number' && value > 0 ? value : null;
}

/**
 * What to tell the user when a call failed: how long to wait after too many attempts (in their
 * language), the server's message, else the generic one (logged).
 */
export function failureMessage(cause: unknown, generic: string, tooMany?: (wait: { count: number; unit: 'seconds' | 'minutes' }) => string): string {
  if (isApiError(cause) && cause.status === 429 && tooMany) {
    const seconds = retryAfterSeconds(cause.details);
    if (seconds !== null) return tooMany(seconds < 60 ? { count: Math.ceil(seconds), unit: 'seconds' } : { count: Math.ceil(seconds / 60), unit: 'minutes' });
  }
  if (isApiError(cause)) return cause.message;
  console.error(cause);
  return generic;
}
