import { useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../../shared/messages';
import { Field } from '../../../components/field';
import {
  NewPasswordFields,
  focusFirstInvalid,
  useNewPassword,
} from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';

/** Change Password: the current password and a new one with the rules of set-password. */
export function ChangePasswordForm() {
  const { showError } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const pair = useNewPassword();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setDone(false);
    const missingCurrent = current ? undefined : messages.fieldRequired;
    setCurrentError(missingCurrent);
    const pairOk = pair.validate();
    if (missingCurrent || !pairOk) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, pair.password);
      setCurrent('');
      pair.reset();
      setDone(true);
    } catch (err) {
      showError(err instanceof ApiError ? err.message : messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card change-password" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{messages.changePasswordTitle}</h2>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          id="change-current-password"
          name="current-password"
          label={messages.currentPassword}
          type={pair.visible ? 'text' : 'password'}
          autoComplete="current-password"
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            setCurrentError(undefined);
          }}
          error={currentError}
          disabled={busy}
          maxLength={256}
        />
        <NewPasswordFields idPrefix="change" state={pair} disabled={busy} />
        <p className="notice" role="status">
          {done ? messages.passwordChanged : null}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? messages.loading : messages.changePassword}
        </button>
      </form>
    </section>
  );
}
