/**
 * Contributions, 'Select your Health Plan Option Below' (spec builder sections 2, 4, 5 and 9):
 * shop or waive, the waiver reason (Other asks for the text), the effective date (two first-of-
 * month dates by the employer's edoc_period, in UTC, fixed on entering the sub-steps), the employer contribution in the large
 * circle (reloaded when the option changes), the read-only dependents, the instructions with a
 * working Calculate Subsidy, and the SSN an election needs.
 */
import { Button, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { waiverReasons } from '../../../../../shared/domain/elections';
import { formatDollars } from '../../../../../shared/domain/money';
import { apiTexts } from '../../../lib/api-texts';
import { enrollmentTexts } from '../../../enrollment/texts';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { useSnackbar } from '../../../components/snackbar';
import { ElectionSsnModal, useSsnOnFile } from '../../../enrollment/components/election-ssn-modal';
import { InstructionsModal } from '../components/contribution-instructions';
import { StepNextButton } from '../components/step-next-button';
import { useFunds } from '../components/use-funds';
import { useBuilder } from '../../../enrollment/state/builder-store';
import type { HealthOption } from '../../../enrollment/state/builder-reducer';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';
import { componentTexts } from '../../../components/texts';

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
  const [errors, setErrors] = useState<{ reason?: string; custom?: string }>({});

  // Fixed when the sub-steps were entered (useEnterSubSteps): the options do not move here.
  const dateOptions = state.effectiveDateOptions;
  const effectiveDate = state.effectiveDate ?? '';

  const waiving = state.healthOption === 'waive';

  const proceed = () => {
    if (waiving) {
      if (!state.waiverReason) {
        setErrors({ reason: enrollmentTexts('selectWaiverReason') });
        showError(enrollmentTexts('selectWaiverReason'));
        return;
      }
      if (state.waiverReason === 'Other' && !(state.customWaiverReason ?? '').trim()) {
        setErrors({ custom: apiTexts().enterWaiverReason });
        showError(apiTexts().enterWaiverReason);
        return;
      }
    }
    setErrors({});
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
              setErrors({});
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
                value={state.waiverReason ?? ''}
                hasError={!!errors.reason}
                errorMessage={errors.reason}
                onChange={(e) => {
                  setErrors({});
                  const reason = e.target.value || null;
                  actions.setWaiverReason(reason, reason === 'Other' ? state.customWaiverReason : null);
                }}
              >
                <option value="">{builderTexts('contribSelectReason')}</option>
                {waiverReasons.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </SelectField>
              {state.waiverReason === 'Other' ? (
                <TextField
                  label={builderTexts('contribEnterReason')}
                  maxLength={500}
                  value={state.customWaiverReason ?? ''}
                  hasError={!!errors.custom}
                  errorMessage={errors.custom}
                  onChange={(e) => {
                    setErrors({});
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
                    {d.firstname} {d.lastname} ({d.relationship}, {monthDayYear(d.dateofbirth)})
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
