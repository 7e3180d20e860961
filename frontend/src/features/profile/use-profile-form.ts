/**
 * The profile form's state: the values, which fields were touched (errors show only then, spec
 * section 5), the server's field errors of the last save, and the saved profile Cancel returns to.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Dependent } from '../../../../shared/schemas/dependent';
import type { Member } from '../../../../shared/schemas/member';
import {
  fieldErrors,
  formFromSaved,
  newDependent,
  savedDatesToCorrect,
  type DependentForm,
  type FieldKey,
  type ProfileForm,
} from './profile-form';

export type MemberField = Exclude<keyof ProfileForm, 'dependents' | 'ssn' | 'version'>;

export function useProfileForm(member: Member, dependents: readonly Dependent[]) {
  const [form, setForm] = useState<ProfileForm>(() => formFromSaved(member, dependents));
  // A saved date that is not a date shows its error at once (profile-form.ts savedDatesToCorrect).
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(
    () => new Set(savedDatesToCorrect(formFromSaved(member, dependents))),
  );
  const [allTouched, setAllTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<FieldKey, string>>({});

  const errors = useMemo(() => ({ ...fieldErrors(form), ...serverErrors }), [form, serverErrors]);

  const forget = (key: FieldKey) =>
    setServerErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });

  const setMember = useCallback(<K extends MemberField>(field: K, value: ProfileForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    forget(`member.${field}`);
  }, []);

  const setSsnPart = useCallback((index: 0 | 1 | 2, value: string) => {
    setForm((f) => {
      const ssn = [...f.ssn] as ProfileForm['ssn'];
      ssn[index] = value;
      return { ...f, ssn };
    });
    forget('member.additionalid');
  }, []);

  const setDependent = useCallback((index: number, patch: Partial<DependentForm>) => {
    setForm((f) => ({
      ...f,
      dependents: f.dependents.map((d, i) => (i === index ? { ...d, ...patch } : d)),
    }));
    for (const field of Object.keys(patch)) forget(`dependents.${index}.${field}`);
  }, []);

  const addDependent = useCallback(() => {
    setForm((f) => ({ ...f, dependents: [...f.dependents, newDependent()] }));
  }, []);

  const removeDependent = useCallback((index: number) => {
    setForm((f) => ({ ...f, dependents: f.dependents.filter((_, i) => i !== index) }));
    // Row numbers move up: the touched marks and server errors of the rows no longer match.
    setServerErrors({});
  }, []);

  const touch = useCallback((key: FieldKey) => {
    setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
  }, []);

  /** The error to show under a field: only once it was touched (or a save was tried). */
  const errorOf = useCallback(
    (key: FieldKey): string | undefined =>
      allTouched || touched.has(key) || key in serverErrors ? errors[key] : undefined,
    [allTouched, touched, errors, serverErrors],
  );

  /** Back to a saved profile, nothing touched. */
  const reset = useCallback((savedMember: Member, savedDependents: readonly Dependent[]) => {
    const saved = formFromSaved(savedMember, savedDependents);
    setForm(saved);
    setTouched(new Set(savedDatesToCorrect(saved)));
    setAllTouched(false);
    setServerErrors({});
  }, []);

  return {
    form,
    setForm,
    setMember,
    setSsnPart,
    setDependent,
    addDependent,
    removeDependent,
    touch,
    touchAll: useCallback(() => setAllTouched(true), []),
    errorOf,
    setServerErrors,
    reset,
  };
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>;
