/**
 * 'Choosing Health Insurance Or Not' (spec builder section 2): what Shop Off Exchange, Not Buying
 * Health Insurance and the Employer Contribution mean, and a working Calculate Subsidy: the
 * household income typed here is sent once to the affordability endpoint and kept nowhere; the
 * answer says in plain words whether the offer is affordable for the plan year, what that means
 * for premium tax credits, and the numbers behind the verdict.
 */
import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { dollarsToCents, formatDollars } from '../../../../../shared/domain/money';
import { planYearOf } from '../../../../../shared/domain/calendar';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { getAffordability, type Affordability } from '../api/affordability';

const incomePattern = /^\d{1,9}(\.\d{1,2})?$/;
const money = (dollars: number) => formatDollars(dollarsToCents(dollars.toFixed(2)));

export function InstructionsModal({
  open,
  onClose,
  effectiveDate,
}: {
  open: boolean;
  onClose: () => void;
  effectiveDate: string;
}) {
  const [income, setIncome] = useState('');
  const [result, setResult] = useState<Affordability | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const planYear = planYearOf(effectiveDate);

  const close = () => {
    // The income is never kept: it goes with the modal.
    setIncome('');
    setResult(null);
    setError(null);
    onClose();
  };

  const calculate = async (e: FormEvent) => {
    e.preventDefault();
    const typed = income.trim().replace(/[$,]/g, '');
    if (!incomePattern.test(typed)) {
      setResult(null);
      setError(builderTexts('subsidyIncomeInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await getAffordability(planYear, typed));
    } catch (err) {
      setResult(null);
      setError(err instanceof ApiError ? err.message : commonTexts('somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

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
            value={income}
            hasError={error === builderTexts('subsidyIncomeInvalid')}
            onChange={(e) => setIncome(e.target.value)}
          />
          <Button type="submit" isLoading={busy}>
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
