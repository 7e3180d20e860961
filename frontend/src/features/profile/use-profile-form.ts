/**
 * The profile form on the one form hook (components/form/use-schema-form.ts): the values are what
 * the screen holds (profile-form.ts `ProfileForm`), checked by the request schema the server
 * parses (`profileRules`). A field's message shows once it was touched or a save was tried (spec
 * section 5), a saved date that is not a date or a saved text that is not text from the start; the server's messages stay until
 * their field changes. This module only names the profile's operations on the hook: a member
 * field, an SSN box, a dependent's fields, a row added or removed, back to a saved profile.
 */
import type { Dependent } from '../../../../shared/schemas/dependent';
import type { Member } from '../../../../shared/schemas/member';
import { useSchemaForm } from '../../components/form/use-schema-form';
import type { saveProfileBody } from '../../../../shared/schemas/profile';
import {
  formFromSaved,
  newDependent,
  profileInputPath,
  profileRules,
  savedDatesToCorrect,
  savedTextsToCorrect,
  type DependentForm,
  type FieldKey,
  type ProfileForm,
} from './profile-form';

export type MemberField = Exclude<keyof ProfileForm, 'dependents' | 'ssn' | 'version'>;

type DependentField = Exclude<keyof DependentForm, 'key'>;

export function useProfileForm(member: Member, dependents: readonly Dependent[]) {
  const form = useSchemaForm<typeof saveProfileBody, ProfileForm>({
    ...profileRules(),
    initial: () => formFromSaved(member, dependents),
    showErrors: 'once-touched',
    inputPath: profileInputPath,
    // A saved date that is not a date, or a saved text that is not text, shows its error at once
    // (profile-form.ts savedDatesToCorrect, savedTextsToCorrect).
    shownAtStart: (values) => [...savedDatesToCorrect(values), ...savedTextsToCorrect(values)],
  });

  const setMember = <K extends MemberField>(field: K, value: ProfileForm[K]) =>
    form.setValue(field, value as never);

  const setSsnPart = (index: 0 | 1 | 2, value: string) => form.setValue(`ssn.${index}`, value);

  const setDependent = (index: number, patch: Partial<Omit<DependentForm, 'key'>>) => {
    for (const [field, value] of Object.entries(patch) as [DependentField, string | null][])
      form.setValue(`dependents.${index}.${field}`, value as never);
  };

  return {
    form: form.values,
    setMember,
    setSsnPart,
    setDependent,
    addDependent: () => form.appendItem('dependents', newDependent()),
    removeDependent: (index: number) => form.removeItem('dependents', index),
    touch: (key: FieldKey) => form.touch(key),
    /** After a failed check of Save or Next: every field shows its message. */
    touchAll: () => form.checkNow(() => false),
    /** The message to show under a field: once it was touched (or a save was tried). */
    errorOf: (key: FieldKey): string | undefined => form.errorOf(key),
    /** The server's messages by field (ApiError.fields), shown until their field changes. */
    setServerErrors: form.setFieldErrors,
    /** Back to a saved profile, nothing touched. */
    reset: (savedMember: Member, savedDependents: readonly Dependent[]) =>
      form.reset(formFromSaved(savedMember, savedDependents)),
  };
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>;
