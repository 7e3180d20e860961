/**
 * 'Choosing Health Insurance Or Not' (spec builder section 2): what Shop Off Exchange, Not Buying
 * Health Insurance and the Employer Contribution mean, and a working Calculate Subsidy: the
 * household income typed here is sent once to the affordability endpoint and kept nowhere; the
 * answer says in plain words whether the offer is affordable for the plan year, what that means
 * for premium tax credits, and the numbers behind the verdict.
 */
import { Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { dollarsToCents, formatDollars } from '../../../../../shared/domain/money';
import { planYearOf } from '../../../../../shared/domain/calendar';
import { affordabilityQuery } from '../../../../../shared/schemas/contribution';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { getAffordability, type Affordability } from '../api/affordability';

const money = (dollars: number) => formatDollars(dollarsToCents(dollars.toFixed(2)));
/** The income as typed, without the dollar sign and thousands separators people type. */
const typedIncome = (text: string) => text.trim().replace(/[$,]/g, '');

export function InstructionsModal({
  open,
  onClose,
  effectiveDate,
  onOptOut,
}: {
  open: boolean;
  onClose: () => void;
  effectiveDate: string;
  /** Waives coverage with the tax-credit opt-out as its reason (offered when the offer is unaffordable). */
  onOptOut: () => void;
}) {
  // The income is checked as the request the server parses (GET .../Affordability?householdIncome=).
  const form = useSchemaForm<typeof affordabilityQuery, { householdIncome: string }>({
    schema: affordabilityQuery,
    initial: { householdIncome: '' },
    toInput: ({ householdIncome }) => ({ householdIncome: typedIncome(householdIncome) }),
    messages: {
      householdIncome: {
        required: builderTexts('subsidyIncomeInvalid'),
        invalid: builderTexts('subsidyIncomeInvalid'),
      },
    },
  });
  const [result, setResult] = useState<Affordability | null>(null);
  const planYear = planYearOf(effectiveDate);
  const invalid = form.errorOf('householdIncome');
  const error = invalid ?? form.formError;

  const close = () => {
    // The income is never kept: it goes with the modal.
    form.reset();
    setResult(null);
    onClose();
  };

  const calculate = form.handleSubmit(
    async ({ householdIncome }) => {
      form.setFormError(null);
      try {
        setResult(await getAffordability(planYear, householdIncome));
      } catch (err) {
        setResult(null);
        form.setFormError(err instanceof ApiError ? err.message : commonTexts('somethingWentWrong'));
      }
    },
    undefined,
    () => setResult(null),
  );

  return (
    <Modal open={open} onClose={close} title={builderTexts('contribInstructionsTitle')} closeIcon={false}>
      <div className="contrib-instructions">
        <p>{builderTexts('contribInstructionsShop')}</p>
        <p>{builderTexts('contribInstructionsWaive')}</p>
        <p>{builderTexts('contribInstructionsContribution')}</p>
        <p>{builderTexts('contribInstructionsSubsidy')}</p>
        <form onSubmit={(e) => void calculate(e)} noValidate className="contrib-instructions__form">
          <TextField
            label={builderTexts('subsidyIncomeLabel')}
            descriptiveText={builderTexts('subsidyIncomeHint')}
            inputMode="decimal"
            autoComplete="off"
            value={form.values.householdIncome}
            hasError={invalid !== undefined}
            onChange={(e) => form.setValue('householdIncome', e.target.value)}
          />
          <Button type="submit" isLoading={form.busy}>
            {builderTexts('subsidyCalculate')}
          </Button>
        </form>
        {error ? (
          <p className="builder-options__error" role="alert">
            {error}
          </p>
        ) : null}
        {result ? (
          <div className="contrib-instructions__result" role="status">
            <p>
              <strong>
                {result.affordable
                  ? builderTexts('subsidyAffordable', { year: result.planYear })
                  : builderTexts('subsidyNotAffordable', { year: result.planYear })}
              </strong>
            </p>
            <p>
              {result.affordable
                ? builderTexts('subsidyAffordableMeaning')
                : builderTexts('subsidyNotAffordableMeaning')}
            </p>
            {result.affordable ? null : (
              // 26 CFR 1.36B-2(c)(5): an employee offered an unaffordable ICHRA may opt out and
              // claim the premium tax credit; the portal offers the waiver, it does not decide it.
              <div className="contrib-instructions__opt-out">
                <p>{builderTexts('subsidyOptOutOffer')}</p>
                <Button
                  onClick={() => {
                    form.reset();
                    setResult(null);
                    onOptOut();
                  }}
                >
                  {builderTexts('subsidyOptOut')}
                </Button>
              </div>
            )}
            <h3>{builderTexts('subsidyNumbersTitle')}</h3>
            <dl className="contrib-instructions__numbers">
              <dt>{builderTexts('subsidyLowestSilver', { plan: result.lowestCostSilverPlanName })}</dt>
              <dd>{money(result.lowestCostSilverSelfOnly)}</dd>
              <dt>{builderTexts('subsidyContribution')}</dt>
              <dd>{money(result.monthlySelfOnlyContribution)}</dd>
              <dt>{builderTexts('subsidyYourCost')}</dt>
              <dd>{money(result.employeeMonthlyCost)}</dd>
              <dt>{builderTexts('subsidyThreshold', { percent: result.requiredContributionPercent })}</dt>
              <dd>{money(result.monthlyThreshold)}</dd>
            </dl>
            <p>{builderTexts('subsidyRule')}</p>
          </div>
        ) : null}
        <div className="builder-options__actions">
          <Button onClick={close}>{commonTexts('close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
