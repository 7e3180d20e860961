import { useState } from 'react';
import { meetsPasswordRule } from '../../../shared/domain/password';
import { apiTexts } from '../lib/api-texts';
import { componentTexts } from './texts';
import { setPasswordBody } from '../../../shared/schemas/member';
import { Field, FormError, ShowHideToggle } from './field';
import { fieldAt, limitsOf } from './form/schema-fields';

/** The longest password the requests take (shared/schemas/member.ts). */
const passwordMaxLength = () => limitsOf(fieldAt(setPasswordBody, ['password'])).maxLength;

interface Errors {
  password?: string;
  confirm?: string;
  /** 'Both fields are required.' */
  form?: string;
  passwordEmpty?: boolean;
  confirmEmpty?: boolean;
}

/**
 * State and rules of a new password with its confirmation (spec portal section 5): the live
 * message while typing, 'Password is empty.' when the confirmation is typed first, and the
 * submit checks. Used by set-password, the in-app reset and Change Password.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const changePassword = (value: string) => {
    setPassword(value);
    setErrors((e) => ({
      ...e,
      form: undefined,
      passwordEmpty: false,
      password: value && !meetsPasswordRule(value) ? componentTexts('passwordLive') : undefined,
      // The confirmation complained that the password was empty: no longer true.
      confirm: e.confirm === componentTexts('passwordEmpty') && value ? undefined : e.confirm,
    }));
  };

  const changeConfirm = (value: string) => {
    setConfirm(value);
    setErrors((e) => ({
      ...e,
      form: undefined,
      confirmEmpty: false,
      confirm: value && !password ? componentTexts('passwordEmpty') : undefined,
    }));
  };

  /** The submit checks; true when the pair may be sent. Focus goes to the first field in error. */
  const validate = (): boolean => {
    if (!password || !confirm) {
      setErrors({
        form: componentTexts('bothFieldsRequired'),
        passwordEmpty: !password,
        confirmEmpty: !confirm,
      });
      return false;
    }
    if (!meetsPasswordRule(password)) {
      setErrors({ password: apiTexts().passwordSubmit });
      return false;
    }
    if (password !== confirm) {
      setErrors({ confirm: componentTexts('passwordsDoNotMatch') });
      return false;
    }
    setErrors({});
    return true;
  };

  const reset = () => {
    setPassword('');
    setConfirm('');
    setErrors({});
  };

  return {
    password,
    confirm,
    visible,
    errors,
    changePassword,
    changeConfirm,
    toggle: () => setVisible((v) => !v),
    validate,
    reset,
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

/** New Password and Confirm New Password with one Show/Hide toggle and their messages. */
export function NewPasswordFields({
  idPrefix,
  state,
  disabled,
}: {
  idPrefix: string;
  state: NewPassword;
  disabled?: boolean;
}) {
  const newId = `${idPrefix}-new-password`;
  const confirmId = `${idPrefix}-confirm-password`;
  const formErrorId = `${idPrefix}-password-form-error`;
  const { errors } = state;
  return (
    <>
      <Field
        id={newId}
        name="new-password"
        label={componentTexts('newPassword')}
        type={state.visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={state.password}
        onChange={(e) => state.changePassword(e.target.value)}
        error={errors.password}
        invalid={errors.passwordEmpty}
        errorRef={formErrorId}
        disabled={disabled}
        maxLength={passwordMaxLength()}
      />
      <Field
        id={confirmId}
        name="confirm-password"
        label={componentTexts('confirmNewPassword')}
        type={state.visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={state.confirm}
        onChange={(e) => state.changeConfirm(e.target.value)}
        error={errors.confirm}
        invalid={errors.confirmEmpty}
        errorRef={formErrorId}
        disabled={disabled}
        maxLength={passwordMaxLength()}
        after={
          <ShowHideToggle
            visible={state.visible}
            onToggle={state.toggle}
            controls={`${newId} ${confirmId}`}
          />
        }
      />
      <FormError id={formErrorId} message={errors.form ?? null} />
    </>
  );
}
