import type { InputHTMLAttributes, ReactNode } from 'react';
import { componentTexts } from './texts';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's own error, shown under it and tied to it with aria-describedby. */
  error?: string | null;
  /** Marks the field invalid when the error is said elsewhere (a form-level message). */
  invalid?: boolean;
  /** Id of the element that explains the error when it is not the field's own. */
  errorRef?: string;
  /** Content after the input inside the field row (e.g. the Show/Hide toggle). */
  after?: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/** A labelled input with its error message (aria-invalid + aria-describedby). */
export function Field({ id, label, error, invalid, errorRef, after, className, ...input }: FieldProps) {
  const isInvalid = !!error || !!invalid;
  const describedBy = error ? errorId(id) : invalid ? errorRef : undefined;
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          id={id}
          className="field__input"
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {after}
      </div>
      {/* Always present so that a message appearing while typing is announced. */}
      <p id={errorId(id)} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The Show/Hide toggle of password fields. */
export function ShowHideToggle({
  visible,
  onToggle,
  controls,
}: {
  visible: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button type="button" className="toggle-button" onClick={onToggle} aria-controls={controls}>
      {visible ? componentTexts('hide') : componentTexts('show')}
      <span className="visually-hidden"> {componentTexts('passwordToggleTarget')}</span>
    </button>
  );
}

/** A form-level message (e.g. 'All fields are required.'), announced when it appears. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}
