/**
 * Contributions, 'Select your Health Plan Option Below' (spec builder sections 2, 4, 5 and 9):
 * shop or waive, the waiver reason (Other asks for the text), the effective date (two first-of-
 * month dates by the employer's edoc_period, in UTC, fixed on entering the sub-steps), the employer contribution in the large
 * circle (reloaded when the option changes), the read-only dependents, the instructions with a
 * working Calculate Subsidy, and the SSN an election needs. The waiver is a form of the one form
 * hook, its rules those of Authorize Elections' waiver (shared/schemas/order.ts): a reason of the
 * list, and for 'Other' the member's own reason, within its length.
 */
import { Button, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { formatDollars } from '../../../../../shared/domain/money';
import { authorizeBody, otherReasonGiven } from '../../../../../shared/schemas/order';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { enrollmentTexts } from '../../../enrollment/texts';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { useSnackbar } from '../../../components/snackbar';
import { ElectionSsnModal, useSsnOnFile } from '../../../enrollment/components/election-ssn';
import { InstructionsModal } from '../components/contribution-instructions';
import { StepNextButton } from '../components/step-next-button';
import { useFunds } from '../components/use-funds';
import { useBuilder } from '../../../enrollment/state/builder-store';
import type { HealthOption } from '../../../enrollment/state/builder-reducer';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';
import { isWaiverReason, listedWaiverReasons, waiverReasonLabel } from '../../../enrollment/waiver-reasons';
import { premiumTaxCreditOptOut } from '../../../../../shared/domain/elections';
import { componentTexts } from '../../../components/texts';

/** The waiver's fields with the rules of the request's waiver, 'Other' saying its reason. */
const waiverForm = formSchema(authorizeBody, ['reason', 'otherReason'], ['election']).check(
  otherReasonGiven(),
);

/** yyyy-mm-dd → mm-dd-yyyy, as the spec shows the effective dates. */
export const monthDayYear = (iso: string): string =>
  `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

export function ContributionsStep() {
  const ssnOnFile = useSsnOnFile();
  const { state, actions } = useBuilder();
  const { next } = useBuilderNav();
  const { showError } = useSnackbar();
  const { contribution, dependents } = useFunds();
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const [ssnOpen, setSsnOpen] = useState(false);
  const form = useSchemaForm({
    schema: waiverForm,
    initial: { reason: state.waiverReason ?? '', otherReason: state.customWaiverReason ?? '' },
    // 'Other' without its text says the schema's own message (the server's).
    messages: {
      reason: {
        required: enrollmentTexts('selectWaiverReason'),
        invalid: enrollmentTexts('selectWaiverReason'),
      },
    },
  });
  const reason = form.field('reason');
  const otherReason = form.field('otherReason');

  // Fixed when the sub-steps were entered (useEnterSubSteps): the options do not move here.
  const dateOptions = state.effectiveDateOptions;
  const effectiveDate = state.effectiveDate ?? '';

  const waiving = state.healthOption === 'waive';

  const proceed = () => {
    if (waiving) {
      const check = form.checkNow();
      if (!check.ok) {
        const message = check.errors.reason ?? check.errors.otherReason;
        if (message) showError(message);
        return;
      }
    }
    if (!ssnOnFile) {
      setSsnOpen(true);
      return;
    }
    next();
  };

  return (
    <section className="builder-options contributions" aria-labelledby="contributions-heading">
      <h2 id="contributions-heading">{builderTexts('contribHeading')}</h2>
      <div className="contributions__layout">
        <div className="contributions__choices">
          <RadioGroupField
            legend={builderTexts('contribOptionLegend')}
            name="health-option"
            value={state.healthOption}
            onChange={(e) => {
              // Either way the store starts with no waiver reason (builder-reducer.ts).
              form.reset({ reason: '', otherReason: '' });
              actions.setHealthOption(e.target.value as HealthOption);
            }}
          >
            <Radio value="shop">{builderTexts('contribShopOffExchange')}</Radio>
            <Radio value="waive">{builderTexts('contribWaiveCoverage')}</Radio>
          </RadioGroupField>

          {waiving ? (
            <>
              <SelectField
                label={builderTexts('contribWaiverReasonLabel')}
                name={reason.name}
                value={reason.value}
                hasError={!!reason.error}
                errorMessage={reason.error}
                onChange={(e) => {
                  const chosen = e.target.value;
                  reason.onChange(e);
                  // Another reason drops the text of 'Other', as the store does.
                  if (chosen !== 'Other') form.setValue('otherReason', '');
                  actions.setWaiverReason(chosen || null, chosen === 'Other' ? otherReason.value : null);
                }}
              >
                <option value="">{builderTexts('contribSelectReason')}</option>
                {form
                  .choices('reason')
                  .filter(isWaiverReason)
                  .filter((r) => listedWaiverReasons(reason.value).includes(r))
                  .map((r) => (
                    // The English reason is the value stored and sent; the member reads its label.
                    <option key={r} value={r}>
                      {waiverReasonLabel(r)}
                    </option>
                  ))}
              </SelectField>
              {reason.value === 'Other' ? (
                <TextField
                  label={builderTexts('contribEnterReason')}
                  name={otherReason.name}
                  maxLength={otherReason.maxLength}
                  value={otherReason.value}
                  hasError={!!otherReason.error}
                  errorMessage={otherReason.error}
                  onChange={(e) => {
                    otherReason.onChange(e);
                    actions.setWaiverReason('Other', e.target.value);
                  }}
                />
              ) : null}
            </>
          ) : null}

          <SelectField
            label={componentTexts('contribEffectiveDate')}
            value={effectiveDate}
            onChange={(e) => actions.setEffectiveDate(e.target.value)}
          >
            {dateOptions.map((iso) => (
              <option key={iso} value={iso}>
                {monthDayYear(iso)}
              </option>
            ))}
          </SelectField>

          <div className="contributions__dependents">
            <h3>{componentTexts('contribDependents')}</h3>
            {dependents.state === 'loading' ? (
              <p role="status">{commonTexts('loading')}</p>
            ) : dependents.state === 'failed' ? (
              <p role="alert">{dependents.message}</p>
            ) : dependents.dependents.length === 0 ? (
              <p>{builderTexts('contribNoDependents')}</p>
            ) : (
              <ul>
                {dependents.dependents.map((d) => (
                  <li key={d.id}>
                    {d.relationship === 'spouse'
                      ? builderTexts('contribDependentSpouse', {
                          name: `${d.firstname} ${d.lastname}`,
                          dob: monthDayYear(d.dateofbirth),
                        })
                      : builderTexts('contribDependentChild', {
                          name: `${d.firstname} ${d.lastname}`,
                          dob: monthDayYear(d.dateofbirth),
                        })}
                  </li>
                ))}
              </ul>
            )}
            <p className="contributions__note">{builderTexts('contribDependentsNote')}</p>
          </div>

          <Button variation="link" onClick={() => setInstructionsOpen(true)}>
            {builderTexts('contribInstructionsButton')}
          </Button>
        </div>

        <div className="contributions__circle" aria-live="polite">
          <span className="contributions__amount" data-testid="contribution-amount">
            {contribution.state === 'ready'
              ? formatDollars(contribution.cents)
              : contribution.state === 'failed'
                ? '—'
                : builderTexts('contribLoadingAmount')}
          </span>
          <span className="contributions__label">
            {waiving ? builderTexts('contribWaived') : componentTexts('contribMonthlyEmployer')}
          </span>
          <span className="contributions__per">{builderTexts('contribPerMonth')}</span>
        </div>
      </div>
      {contribution.state === 'failed' ? (
        <p className="builder-options__error" role="alert">
          {contribution.message}
        </p>
      ) : null}

      <StepNextButton onClick={proceed} />

      <InstructionsModal
        open={instructionsOpen}
        onClose={() => setInstructionsOpen(false)}
        effectiveDate={effectiveDate}
        onOptOut={() => {
          // The tax-credit opt-out (26 CFR 1.36B-2(c)(5)): a waiver with its own recorded reason.
          actions.setHealthOption('waive');
          actions.setWaiverReason(premiumTaxCreditOptOut);
          form.reset({ reason: premiumTaxCreditOptOut, otherReason: '' });
          setInstructionsOpen(false);
        }}
      />
      <ElectionSsnModal
        open={ssnOpen}
        onClose={() => setSsnOpen(false)}
        onSaved={() => {
          setSsnOpen(false);
          next();
        }}
      />
    </section>
  );
}
