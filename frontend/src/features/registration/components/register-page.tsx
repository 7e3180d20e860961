import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicEmployer } from '../../../../../shared/schemas/employer';
import { registerBody } from '../../../../../shared/schemas/member';
import { apiTexts } from '../../../lib/api-texts';
import { registrationTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Field, FormError, errorId } from '../../../components/field';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../../components/snackbar';
import { externalLinks, paths, withEmployer } from '../../../config/paths';
import { useRouteAction } from '../../../lib/route-action';
import type { RegistrationInvitation } from '../api/get-invitation';
import { registerIntent, registrationBody, type Registration } from '../api/register';
import { rememberPendingRegistration, type PendingRegistration } from '../utils/pending-registrations';
import { AlreadyInitiatedDialog } from './already-initiated-dialog';
import { StopSign } from './stop-sign';
import { componentTexts } from '../../../components/texts';

export interface RegisterPageProps {
  /** The employer of the link, or null when the link has none or names an unknown one. */
  employer: PublicEmployer | null;
  supportEmail: string;
  /** Starts the password reset for an e-mail (hosted page or in-app flow, decided by the app). */
  onResetPassword: (email: string) => void;
  /** The census invitation of the link (`invite=`), when valid: it pre-fills the name and e-mail. */
  invitation?: RegistrationInvitation | null;
  /** The link's invitation is no longer valid: the form is empty, and the page says why. */
  invitationInvalid?: boolean;
}

type FieldName = keyof Registration;
/** The fields of the form, with the rules of the register request (shared/schemas/member.ts). */
const registrationFields = formSchema(
  registerBody,
  ['firstname', 'lastname', 'personalemailaddress', 'phonenumber'],
  ['member'],
);
const empty: Registration = { firstname: '', lastname: '', personalemailaddress: '', phonenumber: '' };

/** /register (spec portal section 2): the hero, and the form or the stop sign. */
export function RegisterPage({
  employer,
  supportEmail,
  onResetPassword,
  invitation = null,
  invitationInvalid = false,
}: RegisterPageProps) {
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
        <h1 id="register-hero-title">{registrationTexts('registerHeroTitle')}</h1>
        <ul className="register__bullets">
          {[
            registrationTexts('registerBullets.0'),
            registrationTexts('registerBullets.1'),
            registrationTexts('registerBullets.2'),
          ].map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section className="register__panel card" aria-labelledby="register-form-title">
        {employer ? (
          <>
            <h2 id="register-form-title">{registrationTexts('registerFormTitle')}</h2>
            {notice && (
              <p className="notice" role="status">
                {notice}
              </p>
            )}
            {invitationInvalid && (
              <p className="notice" role="status">
                {registrationTexts('invitationInvalid')}
              </p>
            )}
            <RegisterForm employer={employer} onResetPassword={onResetPassword} invitation={invitation} />
          </>
        ) : (
          <StopSign titleId="register-form-title" />
        )}
        <p className="register__help">
          <a href={`mailto:${employer?.emailaddress || supportEmail}`}>{commonTexts('needHelp')}</a>
        </p>
      </section>
    </div>
  );
}

function RegisterForm({
  employer,
  onResetPassword,
  invitation,
}: {
  employer: PublicEmployer;
  onResetPassword: (email: string) => void;
  invitation: RegistrationInvitation | null;
}) {
  // An invitation for this employer pre-fills what the census knows; the employee may still edit it.
  const invited = invitation && invitation.employer_id === employer.id.toLowerCase() ? invitation : null;
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [initiatedFor, setInitiatedFor] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: registrationFields,
    initial: invited
      ? {
          ...empty,
          firstname: invited.firstname,
          lastname: invited.lastname,
          personalemailaddress: invited.email,
        }
      : empty,
    trimmed: ['firstname', 'lastname', 'personalemailaddress', 'phonenumber'],
    missingMessage: registrationTexts('allFieldsRequired'),
    messages: {
      personalemailaddress: { invalid: componentTexts('invalidEmail') },
      phonenumber: { invalid: registrationTexts('invalidPhone') },
    },
  });
  const { busy } = form;

  // The terms come first (spec section 4): the fields are checked once they are accepted.
  const acceptedTerms = () => {
    if (!terms) setTermsError(registrationTexts('acceptTerms'));
    return terms;
  };

  // The registration is the route's action (app/routes/register.tsx); the form reads its answer.
  const sendRegistration = useRouteAction<PendingRegistration>(registerIntent);

  const submit = form.handleSubmit(async (member) => {
    const answer = await sendRegistration(registrationBody(member, employer, new Date(), invited?.token));
    if (answer.ok) {
      rememberPendingRegistration(member.personalemailaddress, answer.data);
      void navigate(withEmployer(paths.login, employer.id, { register: 'true' }));
      return 'leaving';
    }
    if (answer.status === 409) {
      // spec section 8: 'Register failed. Please try again.' and the 'already initiated' modal
      showError(apiTexts().registerFailed);
      setInitiatedFor(member.personalemailaddress);
    } else if (answer.status === 400 || answer.status === 429) {
      showError(answer.message);
    } else {
      showError(apiTexts().registerFailed);
    }
  }, acceptedTerms);

  const fieldProps = (name: FieldName) => ({
    ...form.field(name, 'register-form-error'),
    disabled: busy,
  });

  return (
    <>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <div className="form__row">
          <Field
            id="register-firstname"
            label={componentTexts('firstName')}
            autoComplete="given-name"
            {...fieldProps('firstname')}
          />
          <Field
            id="register-lastname"
            label={componentTexts('lastName')}
            autoComplete="family-name"
            {...fieldProps('lastname')}
          />
        </div>
        <Field
          id="register-email"
          label={registrationTexts('personalEmail')}
          type="email"
          autoComplete="email"
          {...fieldProps('personalemailaddress')}
        />
        <Field
          id="register-phone"
          label={componentTexts('phoneNumber')}
          type="tel"
          autoComplete="tel"
          {...fieldProps('phonenumber')}
        />
        <Field
          id="register-employer"
          name="employer"
          label={componentTexts('employerName')}
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
              setTermsError(e.target.checked ? null : registrationTexts('acceptTerms'));
            }}
          />
          <label htmlFor="register-terms">
            {registrationTexts('termsAgreePrefix')}{' '}
            <a href={externalLinks.termsOfUse} target="_blank" rel="noopener noreferrer">
              {commonTexts('termsOfUse')}
              <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
            </a>{' '}
            {registrationTexts('termsAgreeAnd')}{' '}
            <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
              {commonTexts('privacyPolicy')}
              <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
            </a>
          </label>
        </div>
        <p id={errorId('register-terms')} className="field__error" aria-live="polite">
          {termsError}
        </p>
        <FormError id="register-form-error" message={form.formError} />
        {/* spec section 4: an unticked terms box disables the button */}
        <button type="submit" className="button button--block" disabled={!terms || busy}>
          {busy ? commonTexts('loading') : registrationTexts('registerAccount')}
        </button>
        <p className="form__footer">
          {registrationTexts('haveAccount')}{' '}
          <Link to={withEmployer(paths.login, employer.id)}>{commonTexts('signIn')}</Link>
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
