/**
 * The one form hook of the portal (issue 25): a form's fields are checked with the shared zod
 * schema the server parses the request with (components/form/schema-fields.ts picks them out of
 * it), so the browser and the API never disagree on a rule. The form gives only the spec's words
 * for an empty field and for a value that breaks its rule; the hook holds the values, shows the
 * messages on submit, moves focus to the first field in error, and keeps the form busy while it
 * sends. No library: the forms sit on lazy routes and a form library would weigh more than this.
 */
import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { choicesOf, firstIssues, limitsOf } from './schema-fields';
import { localizeApiText } from '../../lib/api-texts';

/** The spec's words for a field: when it is empty, and when its value breaks the schema's rule. */
export interface FieldMessages {
  required?: string;
  invalid?: string;
}

export type FormValues<K extends string> = Record<K, string>;

export interface SchemaFormOptions<K extends string> {
  /** The schema of the form's fields (schema-fields.ts `formSchema`). */
  schema: z.ZodMiniObject<Record<K, z.ZodMiniType>>;
  initial: FormValues<NoInfer<K>>;
  /** Messages by field; a field without them shows the schema's own message. */
  messages?: Partial<Record<NoInfer<K>, FieldMessages>>;
  /** Fields whose surrounding spaces are not part of the value (an e-mail address, a code). */
  trimmed?: readonly NoInfer<K>[];
  /**
   * One message for every empty field (e.g. 'All fields are required.'), said at form level with
   * the empty fields marked; the other rules are checked once nothing is missing. Without it,
   * each empty field says its own `required` message.
   */
  missingMessage?: string;
}

/** Where a check of the values stands: the data to send, or what to show. */
export type FormCheck<K extends string> =
  | { ok: true; data: FormValues<K> }
  | { ok: false; errors: Partial<Record<K, string>>; missing: K[]; formError: string | null };

/** The checks of a submit, without React: schema-fields.ts rules, the form's messages. */
export function checkForm<K extends string>(
  options: Omit<SchemaFormOptions<K>, 'initial'>,
  values: FormValues<K>,
): FormCheck<K> {
  const { schema, trimmed = [], missingMessage } = options;
  const messages: Partial<Record<K, FieldMessages>> = options.messages ?? {};
  const input = { ...values };
  for (const k of trimmed) input[k] = input[k].trim();
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data as FormValues<K> };
  const issues = firstIssues(result.error) as Partial<Record<K, string>>;
  const keys = (Object.keys(schema._zod.def.shape) as K[]).filter((k) => issues[k] !== undefined);
  const isEmpty = (k: K) => input[k].trim() === '';
  const missing = keys.filter(isEmpty);
  if (missingMessage && missing.length > 0)
    return { ok: false, errors: {}, missing, formError: missingMessage };
  const errors: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const said = isEmpty(k) ? messages[k]?.required : messages[k]?.invalid;
    errors[k] = said ?? localizeApiText(issues[k] as string);
  }
  return { ok: false, errors, missing: [], formError: null };
}

/** Moves focus to the first invalid input of a form, after React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/** What a submit handler answers: 'leaving' when the page goes elsewhere (the form stays busy). */
export type SubmitOutcome = void | 'leaving';

interface FormState<K extends string> {
  values: FormValues<K>;
  errors: Partial<Record<K, string>>;
  missing: ReadonlySet<K>;
  formError: string | null;
}

export function useSchemaForm<K extends string>(options: SchemaFormOptions<K>) {
  const [state, setState] = useState<FormState<K>>(() => ({
    values: options.initial,
    errors: {},
    missing: new Set(),
    formError: null,
  }));
  const [busy, setBusy] = useState(false);

  /** A new value: its own message goes; the form's 'missing' message goes once nothing is missing. */
  const setValue = (name: K, value: string) =>
    setState((s) => {
      const missing = new Set(s.missing);
      missing.delete(name);
      const stillMissing = s.missing.size > 0 && missing.size === 0 ? null : s.formError;
      return {
        values: { ...s.values, [name]: value },
        errors: { ...s.errors, [name]: undefined },
        missing,
        formError: stillMissing,
      };
    });

  /** A message from the server for one field (e.g. a 400 with `fields`). */
  const setFieldError = (name: K, message: string | undefined) =>
    setState((s) => ({ ...s, errors: { ...s.errors, [name]: message } }));

  const setFormError = (message: string | null) => setState((s) => ({ ...s, formError: message }));

  const reset = (values: FormValues<K> = options.initial) =>
    setState({ values, errors: {}, missing: new Set(), formError: null });

  /**
   * Checks the values as a submit does and shows the messages (or clears them), without sending:
   * for a step whose button is not a form's submit (the builder's Next).
   */
  const checkNow = (): FormCheck<K> => {
    const check = checkForm(options, state.values);
    setState((s) =>
      check.ok
        ? { ...s, errors: {}, missing: new Set(), formError: null }
        : { ...s, errors: check.errors, missing: new Set(check.missing), formError: check.formError },
    );
    return check;
  };

  /**
   * The form's onSubmit: checks the values (and `alsoCheck`, e.g. the new-password pair, whose
   * messages are its own), then sends the schema's output with `onValid`, busy until it settles.
   */
  const handleSubmit =
    (
      onValid: (data: FormValues<K>) => Promise<SubmitOutcome> | SubmitOutcome,
      alsoCheck: () => boolean = () => true,
    ) =>
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const formElement = e.currentTarget;
      if (busy) return;
      const check = checkNow();
      const othersOk = alsoCheck();
      if (!check.ok || !othersOk) {
        focusFirstInvalid(formElement);
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

  /** The props of a <Field> for one field: value, change, its message, limits from the schema. */
  const field = (name: K, formErrorId?: string) => {
    const limits = limitsOf(options.schema._zod.def.shape[name]);
    return {
      name,
      value: state.values[name],
      onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
      error: state.errors[name],
      invalid: state.missing.has(name),
      errorRef: formErrorId,
      required: limits.required || undefined,
      maxLength: limits.maxLength,
    };
  };

  /** The values a select or radio field offers: its schema's enum, in order (e.g. waiver reasons). */
  const choices = (name: K): string[] => choicesOf(options.schema._zod.def.shape[name]);

  return {
    values: state.values,
    errors: state.errors,
    formError: state.formError,
    busy,
    setValue,
    setFieldError,
    setFormError,
    reset,
    checkNow,
    handleSubmit,
    field,
    choices,
  };
}

export type SchemaForm<K extends string> = ReturnType<typeof useSchemaForm<K>>;
