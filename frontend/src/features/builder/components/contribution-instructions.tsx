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
import { messages } from '../../../../../shared/messages';
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
      setError(messages.subsidyIncomeInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await getAffordability(planYear, typed));
    } catch (err) {
      setResult(null);
      setError(err instanceof ApiError ? err.message : messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={messages.contribInstructionsTitle} closeIcon={false}>
      <div className="contrib-instructions">
        <p>{messages.contribInstructionsShop}</p>
        <p>{messages.contribInstructionsWaive}</p>
        <p>{messages.contribInstructionsContribution}</p>
        <p>{messages.contribInstructionsSubsidy}</p>
        <form onSubmit={(e) => void calculate(e)} noValidate className="contrib-instructions__form">
          <TextField
            label={messages.subsidyIncomeLabel}
            descriptiveText={messages.subsidyIncomeHint}
            inputMode="decimal"
            autoComplete="off"
            value={income}
            hasError={error === messages.subsidyIncomeInvalid}
            onChange={(e) => setIncome(e.target.value)}
          />
          <Button type="submit" isLoading={busy}>
            {messages.subsidyCalculate}
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
                  ? messages.subsidyAffordable(result.planYear)
                  : messages.subsidyNotAffordable(result.planYear)}
              </strong>
            </p>
            <p>
              {result.affordable ? messages.subsidyAffordableMeaning : messages.subsidyNotAffordableMeaning}
            </p>
            <h3>{messages.subsidyNumbersTitle}</h3>
            <dl className="contrib-instructions__numbers">
              <dt>{messages.subsidyLowestSilver(result.lowestCostSilverPlanName)}</dt>
              <dd>{money(result.lowestCostSilverSelfOnly)}</dd>
              <dt>{messages.subsidyContribution}</dt>
              <dd>{money(result.monthlySelfOnlyContribution)}</dd>
              <dt>{messages.subsidyYourCost}</dt>
              <dd>{money(result.employeeMonthlyCost)}</dd>
              <dt>{messages.subsidyThreshold(result.requiredContributionPercent)}</dt>
              <dd>{money(result.monthlyThreshold)}</dd>
            </dl>
            <p>{messages.subsidyRule}</p>
          </div>
        ) : null}
        <div className="builder-options__actions">
          <Button onClick={close}>{messages.close}</Button>
        </div>
      </div>
    </Modal>
  );
}
