/**
 * Flexible Spending Options (HSA) (spec builder sections 2, 5 and 9): the monthly amount (leading
 * zeros removed, empty clears it, non-numeric input ignored), the contribution badge, the note,
 * the plan year's maximums from the yearly data (shared/data/plan-years.ts, not literals) and the
 * instructions. Unlike the spec's product, the limit is enforced (DESIGN.md section 6): self-only
 * or family coverage by the household, plus the catch-up at 55 or older, by the same
 * shared/domain/hsa.ts the server checks the authorization with. The amount is a form of the one
 * form hook, its rules those of the request the server parses (components/hsa-input.ts).
 */
import { Badge, Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { planYearFigures } from '../../../../../shared/data/plan-years';
import { hsaMonthlyLimitCents } from '../../../../../shared/domain/hsa';
import { formatDollars, type Cents } from '../../../../../shared/domain/money';
import { ageOn, planYearOf } from '../../../../../shared/domain/calendar';
import { apiTexts } from '../../../lib/api-texts';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { useDependents } from '../../../enrollment/api/dependents';
import { centsToHsaText, hsaAmountForm, hsaTextToCents, nextHsaText } from '../components/hsa-input';
import { checkForm, useSchemaForm } from '../../../components/form/use-schema-form';
import { StepNextButton } from '../components/step-next-button';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';
import { componentTexts } from '../../../components/texts';

/** "$4300" as the spec's maximum text writes whole dollars (no separator, no cents). */
const bareDollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : formatDollars(cents));
/** "$1,000" */
const wholeDollars = (cents: number) => formatDollars(cents).replace(/\.00$/, '');

export function HsaStep() {
  const { member } = useBuilderContext();
  const { state, actions } = useBuilder();
  const { next } = useBuilderNav();
  const { showError } = useSnackbar();
  const dependents = useDependents(member.id);
  const [instructionsOpen, setInstructionsOpen] = useState(false);

  // Fixed on entering the sub-steps (useEnterSubSteps); never a date of this step's own.
  const effectiveDate = state.effectiveDate;
  const planYear = effectiveDate ? planYearOf(effectiveDate) : 0;
  const limits = planYearFigures(planYear)?.hsa;
  // Family coverage when anyone else is in the household (as the server reads it).
  const limitCents =
    dependents.state === 'ready' && member.birthdate && effectiveDate
      ? hsaMonthlyLimitCents({
          planYear,
          coverage: dependents.dependents.length > 0 ? 'family' : 'self',
          age: ageOn(member.birthdate, effectiveDate),
        })
      : undefined;

  // The amount's rules: the request's, and the household's limit (none taken without the year's).
  // While the household loads only the request's rule holds, which says its own message.
  const refusal = !limits
    ? apiTexts().hsaLimitsUnknown
    : limitCents !== undefined
      ? apiTexts().hsaOverLimit(formatDollars(limitCents))
      : undefined;
  const amountForm = {
    schema: hsaAmountForm(limits ? limitCents : null),
    messages: { amount: { invalid: refusal } },
  };
  const form = useSchemaForm({ ...amountForm, initial: { amount: centsToHsaText(state.hsaMonthlyCents) } });
  const amount = form.field('amount');

  /** Each keystroke is checked as typed: a refused amount says why and is not kept. */
  const onChange = (typed: string) => {
    const text = nextHsaText(amount.value, typed);
    form.setValue('amount', text);
    const check = checkForm(amountForm, { amount: text });
    // Taken by the request's rule: whole cents.
    if (check.ok) actions.setHsaMonthlyCents(hsaTextToCents(text) as Cents);
    else form.setFieldError('amount', check.errors.amount);
  };

  const proceed = () => {
    const check = form.checkNow();
    if (!check.ok) {
      if (check.errors.amount) showError(check.errors.amount);
      return;
    }
    next();
  };

  if (!effectiveDate)
    return (
      <section className="builder-options hsa" aria-labelledby="hsa-heading">
        <h2 id="hsa-heading">{builderTexts('hsaHeading')}</h2>
        <p role="status">{commonTexts('loading')}</p>
      </section>
    );

  return (
    <section className="builder-options hsa" aria-labelledby="hsa-heading">
      <h2 id="hsa-heading">{builderTexts('hsaHeading')}</h2>
      <div className="hsa__amount">
        <TextField
          label={builderTexts('hsaAmountLabel')}
          inputMode="decimal"
          autoComplete="off"
          name={amount.name}
          value={amount.value}
          hasError={!!amount.error}
          errorMessage={amount.error}
          onChange={(e) => onChange(e.target.value)}
        />
        <Badge variation="info" className="hsa__badge" data-testid="hsa-badge">
          {builderTexts('hsaBadge', { amount: formatDollars(state.hsaMonthlyCents) })}
        </Badge>
      </div>
      {limitCents !== undefined ? (
        <p>{builderTexts('hsaYourLimit', { monthly: formatDollars(limitCents) })}</p>
      ) : null}
      <p className="hsa__note">{builderTexts('hsaNote')}</p>
      {limits ? (
        <p className="hsa__maximum">
          {builderTexts('hsaMaximumTitle', { year: planYear })}{' '}
          <span data-testid="hsa-maximum">
            {builderTexts('hsaMaximum', {
              self: bareDollars(limits.selfOnlyCents),
              family: bareDollars(limits.familyCents),
            })}
          </span>
          <br />
          {builderTexts('hsaCatchUp', { amount: wholeDollars(limits.catchUp55Cents) })}
        </p>
      ) : (
        <p role="alert">{builderTexts('hsaNoLimits', { year: planYear })}</p>
      )}
      <Button variation="link" onClick={() => setInstructionsOpen(true)}>
        {builderTexts('hsaInstructionsButton')}
      </Button>
      <StepNextButton onClick={proceed} />

      <Modal
        open={instructionsOpen}
        onClose={() => setInstructionsOpen(false)}
        title={componentTexts('hsaInstructionsTitle')}
        closeIcon={false}
      >
        <ul>
          <li>{builderTexts('hsaInstructionsPlan')}</li>
          {limits ? (
            <>
              <li>
                {builderTexts('hsaInstructionsMaximum', {
                  self: wholeDollars(limits.selfOnlyCents),
                  family: wholeDollars(limits.familyCents),
                })}
              </li>
              <li>
                {builderTexts('hsaInstructionsCatchUp', { amount: wholeDollars(limits.catchUp55Cents) })}
              </li>
            </>
          ) : null}
          <li>{builderTexts('hsaInstructionsSpouse')}</li>
        </ul>
        <div className="builder-options__actions">
          <Button onClick={() => setInstructionsOpen(false)}>{commonTexts('close')}</Button>
        </div>
      </Modal>
    </section>
  );
}
