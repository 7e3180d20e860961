import { Button, Radio, RadioGroupField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { MAX_WAITING_DAYS, MAX_WINDOW_DAYS } from '../../../../../shared/domain/enrollment-gate';
import { newHireRulesBody, type NewHireRules } from '../../../../../shared/schemas/admin-window';
import { FormError } from '../../../components/field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useRouteAction } from '../../../lib/route-action';
import { commonTexts } from '../../../lib/texts';
import type { StoredNewHireRules } from '../api/get-new-hire-rules';
import { saveNewHireRulesIntent } from '../api/put-new-hire-rules';
import { adminTexts } from '../texts';
import { typedNumber } from './member-window-values';

/** The form's values: what is typed, one text per field. */
interface RulesValues {
  waitingPeriod: string;
  waitingDays: string;
  daysToEnroll: string;
}

const valuesOf = (rules: StoredNewHireRules): RulesValues => ({
  waitingPeriod: rules?.waitingPeriod ?? 'first-of-month-after-hire',
  waitingDays: rules?.waitingDays === undefined ? '' : String(rules.waitingDays),
  daysToEnroll: rules ? String(rules.daysToEnroll) : '',
});

/**
 * The employer's new-hire rules (PUT .../new-hire-rules): when a new hire becomes eligible (the
 * first of the month after the hire date, or N days after it, at most 90 under 29 CFR
 * 2590.715-2708) and how many days their window stays open. Checked with the route's own schema
 * (the days of a waiting period in days are asked for once that period is chosen); the server's
 * refusals show by their field or above the form.
 */
export function NewHireRulesForm({ rules }: { rules: StoredNewHireRules }) {
  const save = useRouteAction<NewHireRules>(saveNewHireRulesIntent);
  const [saved, setSaved] = useState(false);
  const daysInvalid = (min: number, max: number) => adminTexts('daysInvalid', { min, max });
  const form = useSchemaForm<typeof newHireRulesBody, RulesValues>({
    schema: newHireRulesBody,
    initial: () => valuesOf(rules),
    toInput: (v) => ({
      waitingPeriod: v.waitingPeriod,
      ...(v.waitingPeriod === 'days-after-hire' ? { waitingDays: typedNumber(v.waitingDays) } : {}),
      daysToEnroll: typedNumber(v.daysToEnroll),
    }),
    messages: {
      waitingDays: { required: adminTexts('fieldNeeded'), invalid: daysInvalid(0, MAX_WAITING_DAYS) },
      daysToEnroll: { required: adminTexts('fieldNeeded'), invalid: daysInvalid(1, MAX_WINDOW_DAYS) },
    },
  });
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    const answer = await save(body);
    if (!answer.ok) {
      if (answer.fields && Object.keys(answer.fields).length > 0) form.setFieldErrors(answer.fields);
      else form.setFormError(answer.message);
      return;
    }
    form.reset(valuesOf(answer.data));
    setSaved(true);
  });
  const waitingDays = form.field('waitingDays');
  const daysToEnroll = form.field('daysToEnroll');
  const inDays = form.values.waitingPeriod === 'days-after-hire';
  return (
    <form
      className="admin-window-form"
      aria-labelledby="admin-new-hire-title"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id="admin-new-hire-title">{adminTexts('newHireRulesTitle')}</h2>
      <p className="admin-page__meta">{adminTexts('newHireRulesIntro')}</p>
      {!rules && <p className="admin-empty">{adminTexts('newHireRulesNone')}</p>}
      <FormError id="admin-new-hire-error" message={form.formError} />
      <RadioGroupField
        legend={adminTexts('newHireWaitingLabel')}
        name="waitingPeriod"
        value={form.values.waitingPeriod}
        onChange={(e) => form.setValue('waitingPeriod', e.target.value)}
      >
        <Radio value="first-of-month-after-hire">{adminTexts('newHireWaitingFirstOfMonth')}</Radio>
        <Radio value="days-after-hire">{adminTexts('newHireWaitingDays')}</Radio>
      </RadioGroupField>
      {inDays && (
        <TextField
          label={adminTexts('newHireWaitingDaysLabel')}
          type="number"
          inputMode="numeric"
          name={waitingDays.name}
          value={waitingDays.value}
          onChange={waitingDays.onChange}
          hasError={Boolean(waitingDays.error)}
          errorMessage={waitingDays.error}
          isRequired
        />
      )}
      <TextField
        label={adminTexts('newHireDaysToEnrollLabel')}
        type="number"
        inputMode="numeric"
        name={daysToEnroll.name}
        value={daysToEnroll.value}
        onChange={daysToEnroll.onChange}
        hasError={Boolean(daysToEnroll.error)}
        errorMessage={daysToEnroll.error}
        isRequired
      />
      <Button type="submit" variation="primary" isDisabled={form.busy}>
        {form.busy ? commonTexts('loading') : adminTexts('newHireRulesSave')}
      </Button>
      {saved && (
        <p className="admin-window-form__done" role="status">
          {adminTexts('newHireRulesSaved')}
        </p>
      )}
    </form>
  );
}
