import { Button, Radio, RadioGroupField, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import {
  lifeEventKinds,
  MAX_WINDOW_DAYS,
  type LifeEventKind,
  type MemberWindowKind,
} from '../../../../../shared/domain/enrollment-gate';
import { memberWindowBody } from '../../../../../shared/schemas/admin-window';
import { FormError } from '../../../components/field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useRouteAction } from '../../../lib/route-action';
import { commonTexts } from '../../../lib/texts';
import { openMemberWindowIntent, type OpenedMemberWindow } from '../api/post-member-window';
import { calendarDate } from '../format';
import { adminTexts } from '../texts';
import { fieldsOf, isKind, toInput, type WindowValues } from './member-window-values';

const kindLabel = (kind: MemberWindowKind): string =>
  ({
    correction: () => adminTexts('memberWindowKindCorrection'),
    'new-hire': () => adminTexts('memberWindowKindNewHire'),
    'life-event': () => adminTexts('memberWindowKindLifeEvent'),
  })[kind]();

const eventLabel = (event: LifeEventKind): string =>
  ({
    marriage: () => adminTexts('memberWindowEventMarriage'),
    birth: () => adminTexts('memberWindowEventBirth'),
    adoption: () => adminTexts('memberWindowEventAdoption'),
    'loss-of-coverage': () => adminTexts('memberWindowEventLossOfCoverage'),
    move: () => adminTexts('memberWindowEventMove'),
    'gained-ichra': () => adminTexts('memberWindowEventGainedIchra'),
  })[event]();

/**
 * Opens a window of one registered employee's own (POST .../member-windows): a correction with a
 * reason and its days, a new hire's from the employer's rules (the hire date given, else the
 * census's), or a life event's with its kind, date and reason. Checked with the route's own schema;
 * the server's refusals (a field it names, an e-mail not registered, a new hire without rules or
 * whose window passed, a life event too long ago) show by the field or above the form.
 */
export function MemberWindowForm({ planYear }: { planYear: number }) {
  const open = useRouteAction<OpenedMemberWindow>(openMemberWindowIntent);
  const [opened, setOpened] = useState<OpenedMemberWindow | null>(null);
  const initial: WindowValues = {
    email: '',
    planYear: String(planYear),
    kind: 'correction',
    reason: '',
    days: '',
    hireDate: '',
    event: 'marriage',
    eventDate: '',
  };
  const needed = { required: adminTexts('fieldNeeded') };
  const form = useSchemaForm<typeof memberWindowBody, WindowValues>({
    schema: memberWindowBody,
    initial,
    toInput,
    messages: {
      email: needed,
      reason: needed,
      eventDate: needed,
      days: { ...needed, invalid: adminTexts('daysInvalid', { min: 1, max: MAX_WINDOW_DAYS }) },
    },
  });
  const kind = isKind(form.values.kind) ? form.values.kind : 'correction';
  const shown = new Set<string>(['email', 'planYear', 'kind', ...fieldsOf[kind]]);
  const submit = form.handleSubmit(async (body) => {
    setOpened(null);
    const answer = await open(body);
    if (!answer.ok) {
      const fields = answer.fields ?? {};
      form.setFieldErrors(fields);
      // A refusal of no field shown here (a 404, a 409) is said above the form.
      if (!Object.keys(fields).some((f) => shown.has(f))) form.setFormError(answer.message);
      return;
    }
    form.reset({ ...initial, kind: form.values.kind });
    setOpened(answer.data);
  });
  /** The props of a text input for one value, with its message. */
  const bind = (name: keyof WindowValues) => {
    const error = form.errorOf(name);
    return {
      name,
      value: form.values[name],
      onChange: (e: { target: { value: string } }) => form.setValue(name, e.target.value),
      hasError: Boolean(error),
      errorMessage: error,
    };
  };
  return (
    <form
      className="admin-window-form"
      aria-labelledby="admin-member-window-title"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id="admin-member-window-title">{adminTexts('memberWindowTitle')}</h2>
      <p className="admin-page__meta">{adminTexts('memberWindowIntro')}</p>
      <FormError id="admin-member-window-error" message={form.formError} />
      <TextField label={adminTexts('memberWindowEmailLabel')} type="email" {...bind('email')} isRequired />
      <SelectField label={adminTexts('colPlanYear')} {...bind('planYear')}>
        {[planYear - 1, planYear, planYear + 1].map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </SelectField>
      <RadioGroupField
        legend={adminTexts('memberWindowKindLabel')}
        name="kind"
        value={kind}
        onChange={(e) => form.setValue('kind', e.target.value)}
      >
        {(Object.keys(fieldsOf) as MemberWindowKind[]).map((k) => (
          <Radio key={k} value={k}>
            {kindLabel(k)}
          </Radio>
        ))}
      </RadioGroupField>
      {kind === 'new-hire' && (
        <TextField
          label={adminTexts('memberWindowHireDateLabel')}
          descriptiveText={adminTexts('memberWindowHireDateHint')}
          type="date"
          {...bind('hireDate')}
        />
      )}
      {kind === 'life-event' && (
        <>
          <SelectField label={adminTexts('memberWindowEventLabel')} {...bind('event')}>
            {lifeEventKinds.map((e) => (
              <option key={e} value={e}>
                {eventLabel(e)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={adminTexts('memberWindowEventDateLabel')}
            type="date"
            {...bind('eventDate')}
            isRequired
          />
        </>
      )}
      {kind !== 'new-hire' && (
        <TextAreaField label={adminTexts('memberWindowReasonLabel')} {...bind('reason')} isRequired />
      )}
      {kind === 'correction' && (
        <TextField
          label={adminTexts('memberWindowDaysLabel')}
          type="number"
          inputMode="numeric"
          {...bind('days')}
          isRequired
        />
      )}
      <Button type="submit" variation="primary" isDisabled={form.busy}>
        {form.busy ? commonTexts('loading') : adminTexts('memberWindowOpen')}
      </Button>
      {opened && (
        <p className="admin-window-form__done" role="status">
          {adminTexts('memberWindowOpened', {
            email: opened.email,
            opens: calendarDate(opened.opens),
            closes: calendarDate(opened.closes),
          })}
        </p>
      )}
    </form>
  );
}
