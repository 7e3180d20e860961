/**
 * The one form hook of the portal (issue 25), for every form: the flat ones (register, sign in,
 * passwords, contact, PCP, the waiver, the HSA amount) and the nested profile with its
 * dependents. A form's fields are checked with the shared zod schema the server parses the
 * request with (components/form/form-check.ts, with schema-fields.ts picking a flat form's fields
 * out of the request), so the browser and the API never disagree on a rule. The form gives only
 * the spec's words for an empty field and for a value that breaks its rule; the hook holds the
 * values, says the messages, moves focus to the first field in error, and keeps the form busy
 * while it sends.
 *
 * Values are addressed by their path in the form's values ('email', 'ssn.0',
 * 'dependents.1.gender'), messages by their path in the schema's input ('member.additionalid');
 * the two are the same for a flat form, and a nested form maps one to the other (`toInput`,
 * `inputPath`). Messages show on submit (`showErrors: 'on-submit'`, a field's own going when it
 * changes), or, for the profile (spec builder section 5), as the values stand once the field was
 * touched or a check failed (`'once-touched'`). Messages the server said for a field stay until
 * that field changes. No library: the forms sit on lazy routes and a form library would weigh
 * more than this.
 */
import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import {
  checkForm,
  isAtOrUnder,
  valueAt,
  withValueAt,
  type FlatValues,
  type FormCheck,
  type FormData,
  type FormRules,
  type InputPath,
  type ItemAt,
  type Path,
  type ValueAt,
} from './form-check';
import { choicesOf, fieldAt, limitsOf } from './schema-fields';

export { checkForm };
export type { FieldMessages, FormCheck, FormRules, InputPath, Path } from './form-check';

/** A flat form's values: one text per field. */
export type FormValues<K extends string> = Record<K, string>;

/** When a field's message shows: after a submit, or once the field was touched (spec section 5). */
export type ShowErrors = 'on-submit' | 'once-touched';

export interface SchemaFormOptions<S extends z.ZodMiniType, V> extends FormRules<S, V> {
  /** The values the form starts from (or a function giving them, called once). */
  initial: NoInfer<V> | (() => NoInfer<V>);
  /** 'on-submit' unless said. */
  showErrors?: ShowErrors;
  /** Where the messages of a value live in the schema's input; the same path unless said. */
  inputPath?: (path: Path<V>) => InputPath<S>;
  /**
   * Fields whose message shows from the start ('once-touched'): e.g. a saved date that is not a
   * date, so that the employee sees what to correct as the page loads.
   */
  shownAtStart?: (values: V) => InputPath<S>[];
}

/** Moves focus to the first invalid input of a form, after React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/** What a submit handler answers: 'leaving' when the page goes elsewhere (the form stays busy). */
export type SubmitOutcome = void | 'leaving';

/** The fields of a form whose value is a text (the ones a <Field> shows). */
type TextField<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

interface FormState<V, P extends string> {
  values: V;
  /** The messages said by the last check ('on-submit') or by the server, by input path. */
  said: Partial<Record<P, string>>;
  /** The empty fields a form-level 'missing' message marks. */
  missing: ReadonlySet<P>;
  formError: string | null;
  /** The fields touched ('once-touched'): their messages show as the values stand. */
  touched: ReadonlySet<P>;
  /** A check failed ('once-touched'): every field shows its message. */
  tried: boolean;
}

/** The messages said by path, without the ones at or under `at`. */
function unsaid<P extends string>(said: Partial<Record<P, string>>, at: string): Partial<Record<P, string>> {
  const kept = Object.entries(said).filter(([path]) => !isAtOrUnder(path, at));
  return kept.length === Object.keys(said).length
    ? said
    : (Object.fromEntries(kept) as Partial<Record<P, string>>);
}

export function useSchemaForm<S extends z.ZodMiniType, V = FlatValues<S>>(options: SchemaFormOptions<S, V>) {
  type P = InputPath<S>;
  const mode = options.showErrors ?? 'on-submit';
  const inputPath = (path: Path<V>): P => (options.inputPath ? options.inputPath(path) : (path as P));
  const startOf = (values: V): FormState<V, P> => ({
    values,
    said: {},
    missing: new Set(),
    formError: null,
    touched: new Set(options.shownAtStart?.(values) ?? []),
    tried: false,
  });
  const initialValues = (): V =>
    typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial;
  const [state, setState] = useState<FormState<V, P>>(() => startOf(initialValues()));
  const [busy, setBusy] = useState(false);

  // 'once-touched': the messages as the values stand, shown field by field.
  const live = mode === 'once-touched' ? checkForm(options, state.values) : null;
  const liveErrors: Partial<Record<P, string>> = live && !live.ok ? live.errors : {};

  /** The message to show under a field (by its path in the schema's input), if any. */
  const errorOf = (path: P): string | undefined => {
    if (state.said[path] !== undefined) return state.said[path];
    if (mode === 'on-submit') return undefined;
    return state.tried || state.touched.has(path) ? liveErrors[path] : undefined;
  };

  const errors: Partial<Record<P, string>> = {};
  for (const path of Object.keys({ ...liveErrors, ...state.said }) as P[]) {
    const message = errorOf(path);
    if (message !== undefined) errors[path] = message;
  }

  /**
   * A new value: the messages said for it go (the server's too); the form's 'missing' message
   * goes once nothing is missing.
   */
  const setValue = <Q extends Path<V>>(path: Q, value: ValueAt<V, Q>) => {
    const at = inputPath(path);
    setState((s) => {
      const missing = new Set(s.missing);
      missing.delete(at);
      const stillMissing = s.missing.size > 0 && missing.size === 0 ? null : s.formError;
      return {
        ...s,
        values: withValueAt(s.values, path, value),
        said: unsaid(s.said, at),
        missing,
        formError: stillMissing,
      };
    });
  };

  /** A new item at the end of an array field (a dependent). */
  const appendItem = <Q extends Path<V>>(path: Q, item: ItemAt<V, Q>) =>
    setState((s) => ({
      ...s,
      values: withValueAt(s.values, path, [...(valueAt(s.values, path) as readonly unknown[]), item]),
    }));

  /**
   * An item of an array field removed. The items after it move up a place, so the messages said
   * by path no longer match them: they go.
   */
  const removeItem = (path: Path<V>, index: number) =>
    setState((s) => ({
      ...s,
      values: withValueAt(
        s.values,
        path,
        (valueAt(s.values, path) as readonly unknown[]).filter((_, i) => i !== index),
      ),
      said: {},
      missing: new Set(),
    }));

  /** A field was left or chosen: its message shows from now on ('once-touched'). */
  const touch = (path: P) =>
    setState((s) => (s.touched.has(path) ? s : { ...s, touched: new Set(s.touched).add(path) }));

  /** A message from the server for one field (e.g. a 400 with `fields`). */
  const setFieldError = (path: P, message: string | undefined) =>
    setState((s) => ({ ...s, said: { ...s.said, [path]: message } }));

  /** The server's messages by field (ApiError.fields), in place of those said before. */
  const setFieldErrors = (fields: Readonly<Record<string, string>>) =>
    setState((s) => ({ ...s, said: { ...fields } as Partial<Record<P, string>> }));

  const setFormError = (message: string | null) => setState((s) => ({ ...s, formError: message }));

  /** Back to the initial values, or to new ones (a profile just saved), nothing said or touched. */
  const reset = (values: V = initialValues()) => setState(startOf(values));

  /**
   * Checks the values as a submit does and shows the messages, without sending: for a step
   * whose button is not a form's submit (the builder's Next). `alsoCheck` is a check of the
   * form's own that says its own messages (the new-password pair, the profile's checks in the
   * spec's order); when it fails the check is not ok. 'on-submit' says the schema's messages
   * (or clears them); 'once-touched' shows every field's message once a check failed, the
   * server's staying until their fields change.
   */
  const checkNow = (alsoCheck: () => boolean = () => true): FormCheck<S, V> => {
    const check = checkForm(options, state.values);
    const othersOk = alsoCheck();
    if (mode === 'once-touched') {
      if (!check.ok || !othersOk) setState((s) => ({ ...s, tried: true }));
    } else {
      setState((s) =>
        check.ok
          ? { ...s, said: {}, missing: new Set(), formError: null }
          : { ...s, said: check.errors, missing: new Set(check.missing), formError: check.formError },
      );
    }
    return check.ok && !othersOk ? { ok: false, errors: {}, missing: [], formError: null } : check;
  };

  /**
   * The form's onSubmit: checks the values (and `alsoCheck`, e.g. the new-password pair, whose
   * messages are its own), then sends the schema's output with `onValid`, busy until it settles.
   */
  const handleSubmit =
    (
      onValid: (data: FormData<S, V>) => Promise<SubmitOutcome> | SubmitOutcome,
      alsoCheck: () => boolean = () => true,
      /** Called when the check fails, after the messages are said (e.g. to say it in the snackbar too). */
      onInvalid?: () => void,
    ) =>
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const formElement = e.currentTarget;
      if (busy) return;
      const check = checkNow(alsoCheck);
      if (!check.ok) {
        focusFirstInvalid(formElement);
        onInvalid?.();
        return;
      }
      setBusy(true);
      let outcome: SubmitOutcome = undefined;
      try {
        outcome = await onValid(check.data);
      } finally {
        if (outcome !== 'leaving') setBusy(false);
      }
    };

  /** The props of a <Field> for a text field: value, change, its message, limits from the schema. */
  const field = (name: TextField<V>, formErrorId?: string) => {
    const at = inputPath(name as unknown as Path<V>);
    const limits = limitsOf(fieldAt(options.schema, at.split('.')));
    return {
      name,
      value: state.values[name] as string,
      onChange: (e: { target: { value: string } }) =>
        setValue(name as unknown as Path<V>, e.target.value as ValueAt<V, Path<V>>),
      error: errorOf(at),
      invalid: state.missing.has(at),
      errorRef: formErrorId,
      required: limits.required || undefined,
      maxLength: limits.maxLength,
    };
  };

  /** The values a select or radio field offers: its schema's enum, in order (e.g. waiver reasons). */
  const choices = (name: TextField<V>): string[] =>
    choicesOf(fieldAt(options.schema, inputPath(name as unknown as Path<V>).split('.')));

  return {
    values: state.values,
    /** The messages shown now, by input path. */
    errors,
    formError: state.formError,
    busy,
    setValue,
    appendItem,
    removeItem,
    touch,
    errorOf,
    setFieldError,
    setFieldErrors,
    setFormError,
    reset,
    checkNow,
    handleSubmit,
    field,
    choices,
  };
}

export type SchemaForm<S extends z.ZodMiniType, V = FlatValues<S>> = ReturnType<typeof useSchemaForm<S, V>>;
