import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicEmployer } from '../../../../../shared/schemas/employer';
import { messages } from '../../../../../shared/messages';
import { Field, FormError, errorId } from '../../../components/field';
import { focusFirstInvalid } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/snackbar';
import { externalLinks, paths, withEmployer } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { register, type Registration } from '../api/register';
import { rememberPendingRegistration } from '../utils/pending-registrations';
import { AlreadyInitiatedDialog } from './already-initiated-dialog';
import { StopSign } from './stop-sign';

export interface RegisterPageProps {
  /** The employer of the link, or null when the link has none or names an unknown one. */
  employer: PublicEmployer | null;
  supportEmail: string;
  /** Starts the password reset for an e-mail (hosted page or in-app flow, decided by the app). */
  onResetPassword: (email: string) => void;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s().-]{7,25}$/;
const digits = (v: string) => v.replace(/\D/g, '').length;

type FieldName = keyof Registration;
const fieldNames: FieldName[] = ['firstname', 'lastname', 'personalemailaddress', 'phonenumber'];
const empty: Registration = { firstname: '', lastname: '', personalemailaddress: '', phonenumber: '' };

/** /register (spec portal section 2): the hero, and the form or the stop sign. */
export function RegisterPage({ employer, supportEmail, onResetPassword }: RegisterPageProps) {
  const location = useLocation();
  const notice =
    location.state &&
    typeof location.state === 'object' &&
    typeof (location.state as { notice?: unknown }).notice === 'string'
      ? (location.state as { notice: string }).notice
      : null;
  return (
    <div className="register">
      <section className="register__hero" aria-labelledby="register-hero-title">
        <h1 id="register-hero-title">{messages.registerHeroTitle}</h1>
        <ul className="register__bullets">
          {messages.registerBullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section className="register__panel card" aria-labelledby="register-form-title">
        {employer ? (
          <>
            <h2 id="register-form-title">{messages.registerFormTitle}</h2>
            {notice && (
              <p className="notice" role="status">
                {notice}
              </p>
            )}
            <RegisterForm employer={employer} onResetPassword={onResetPassword} />
          </>
        ) : (
          <StopSign titleId="register-form-title" />
        )}
        <p className="register__help">
          <a href={`mailto:${employer?.emailaddress || supportEmail}`}>{messages.needHelp}</a>
        </p>
      </section>
    </div>
  );
}

function RegisterForm({
  employer,
  onResetPassword,
}: {
  employer: PublicEmployer;
  onResetPassword: (email: string) => void;
}) {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Registration>(empty);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<FieldName>>(new Set());
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [initiatedFor, setInitiatedFor] = useState<string | null>(null);

  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setFieldErrors((f) => ({ ...f, [name]: undefined }));
    if (missing.has(name)) {
      const next = new Set(missing);
      next.delete(name);
      setMissing(next);
      if (next.size === 0) setFormError(null);
    }
  };

  function validate(): boolean {
    if (!terms) {
      setTermsError(messages.acceptTerms);
      return false;
    }
    const blank = new Set(fieldNames.filter((n) => !values[n].trim()));
    setMissing(blank);
    if (blank.size > 0) {
      setFormError(messages.allFieldsRequired);
      setFieldErrors({});
      return false;
    }
    setFormError(null);
    const errors: Partial<Record<FieldName, string>> = {};
    if (!emailPattern.test(values.personalemailaddress.trim()))
      errors.personalemailaddress = messages.invalidEmail;
    if (!phonePattern.test(values.phonenumber.trim()) || digits(values.phonenumber) < 7)
      errors.phonenumber = messages.invalidPhone;
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!validate()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const member: Registration = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      personalemailaddress: values.personalemailaddress.trim(),
      phonenumber: values.phonenumber.trim(),
    };
    setBusy(true);
    try {
      const result = await register(member, employer);
      rememberPendingRegistration(member.personalemailaddress, result);
      navigate(withEmployer(paths.login, employer.id, { register: 'true' }));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 409) {
        // spec section 8: 'Register failed. Please try again.' and the 'already initiated' modal
        showError(messages.registerFailed);
        setInitiatedFor(member.personalemailaddress);
      } else if (err instanceof ApiError && (err.status === 400 || err.status === 429)) {
        showError(err.message);
      } else {
        showError(messages.registerFailed);
      }
    }
  }

  const fieldProps = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: fieldErrors[name],
    invalid: missing.has(name),
    errorRef: 'register-form-error',
    required: true,
    disabled: busy,
  });

  return (
    <>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="form__row">
          <Field
            id="register-firstname"
            label={messages.firstName}
            autoComplete="given-name"
            maxLength={100}
            {...fieldProps('firstname')}
          />
          <Field
            id="register-lastname"
            label={messages.lastName}
            autoComplete="family-name"
            maxLength={100}
            {...fieldProps('lastname')}
          />
        </div>
        <Field
          id="register-email"
          label={messages.personalEmail}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...fieldProps('personalemailaddress')}
        />
        <Field
          id="register-phone"
          label={messages.phoneNumber}
          type="tel"
          autoComplete="tel"
          maxLength={25}
          {...fieldProps('phonenumber')}
        />
        <Field
          id="register-employer"
          name="employer"
          label={messages.employerName}
          value={employer.accountname}
          disabled
          readOnly
        />
        <div className="checkbox">
          <input
            id="register-terms"
            type="checkbox"
            checked={terms}
            disabled={busy}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? errorId('register-terms') : undefined}
            onChange={(e) => {
              setTerms(e.target.checked);
              // Unticking the box says why the button is now disabled.
              setTermsError(e.target.checked ? null : messages.acceptTerms);
            }}
          />
          <label htmlFor="register-terms">
            {messages.termsAgreePrefix}{' '}
            <a href={externalLinks.termsOfUse} target="_blank" rel="noopener noreferrer">
              {messages.termsOfUse}
              <span className="visually-hidden"> {messages.opensInNewTab}</span>
            </a>{' '}
            {messages.termsAgreeAnd}{' '}
            <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
              {messages.privacyPolicy}
              <span className="visually-hidden"> {messages.opensInNewTab}</span>
            </a>
          </label>
        </div>
        <p id={errorId('register-terms')} className="field__error" aria-live="polite">
          {termsError}
        </p>
        <FormError id="register-form-error" message={formError} />
        {/* spec section 4: an unticked terms box disables the button */}
        <button type="submit" className="button button--block" disabled={!terms || busy}>
          {busy ? messages.loading : messages.registerAccount}
        </button>
        <p className="form__footer">
          {messages.haveAccount} <Link to={withEmployer(paths.login, employer.id)}>{messages.signIn}</Link>
        </p>
      </form>
      <AlreadyInitiatedDialog
        email={initiatedFor}
        employerId={employer.id}
        onClose={() => setInitiatedFor(null)}
        onResetPassword={onResetPassword}
      />
    </>
  );
}
