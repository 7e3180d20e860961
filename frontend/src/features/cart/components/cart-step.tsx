/**
 * The 'Your Cart' sub-step: 'Plan and Benefits Summary' (spec builder sections 2 and 4). The
 * lines and amounts are read from the server and priced by the same function the authorization
 * uses (features/cart/api/load-cart.ts); Authorize Elections sends the choices only, with the
 * builder store's idempotency key, and on success the thank-you modal leads to /welcome.
 */
import { Button, CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDollars } from '../../../../../shared/domain/money';
import { messages } from '../../../../../shared/messages';
import { paths } from '../../../config/paths';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { authorizeBodyOf, authorizeElections, type AuthorizeResult } from '../api/authorize-elections';
import { loadCart, type CartData } from '../api/load-cart';
import { CartTable } from './cart-table';
import { PcpModal } from './pcp-modal';
import { PrintSummary } from './print-summary';
import { SummaryModal } from './summary-modal';
import { ThankYouModal } from './thank-you-modal';
import { purchaseSummary, summaryTotals } from '../summary/purchase-summary';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { ElectionSsnModal, useSsnOnFile } from '../../../enrollment/components/election-ssn-modal';
import { useBuilder } from '../../../enrollment/state/builder-store';

type Load = { state: 'loading' } | { state: 'ready'; data: CartData } | { state: 'failed'; message: string };
type OpenModal = 'none' | 'summary' | 'pcp' | 'ssn' | 'thanks';

const messageOf = (err: unknown): string =>
  err instanceof ApiError ? err.message : messages.somethingWentWrong;

export function CartStep() {
  const { member, employer } = useBuilderContext();
  const ssnOnFile = useSsnOnFile();
  const { state, actions } = useBuilder();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<OpenModal>('none');
  const [result, setResult] = useState<AuthorizeResult | null>(null);

  // Reload when a choice the prices depend on changes (or the member is reloaded after a save).
  const service = state.additionalService;
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    loadCart(member, employer, state, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          message: err instanceof ApiError ? err.message : messages.cartLoadFailed,
        });
      },
    );
    return () => controller.abort();
    // The prices depend on these choices only; other store changes do not reprice the cart.
  }, [
    member,
    employer,
    attempt,
    state.effectiveDate,
    state.healthOption,
    state.selectedPlan?.id,
    state.hsaMonthlyCents,
    service?.optionId,
    service?.productId,
  ]);

  const employerName = employer?.accountname ?? '';
  const summary = useMemo(
    () =>
      load.state === 'ready' && state.effectiveDate
        ? purchaseSummary({
            data: load.data,
            memberName: `${member.firstname} ${member.lastname}`.trim(),
            employerName,
            effectiveDate: state.effectiveDate,
            waived: state.healthOption === 'waive',
            waiverReason:
              state.waiverReason === 'Other' ? (state.customWaiverReason ?? '') : state.waiverReason,
            hsaMonthlyCents: load.data.hsaMonthlyCents,
          })
        : null,
    [load, member, employerName, state],
  );

  if (load.state === 'loading')
    return (
      <section className="cart" aria-labelledby="cart-title">
        <h2 id="cart-title">{messages.cartTitle}</h2>
        <p role="status" className="cart__loading">
          <Loader size="large" /> {messages.cartLoading}
        </p>
      </section>
    );
  if (load.state === 'failed' || !summary)
    return (
      <section className="cart" aria-labelledby="cart-title">
        <h2 id="cart-title">{messages.cartTitle}</h2>
        <p role="alert" className="cart__error">
          {load.state === 'failed' ? load.message : messages.cartLoadFailed}
        </p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{messages.cartRetry}</Button>
      </section>
    );

  const { data } = load;
  const needsAck = data.amounts.needsDeductionAcknowledgment;
  const need = formatDollars(data.amounts.payrollDeductionCents);

  const authorize = async () => {
    setFailure(null);
    if (!ssnOnFile) {
      setModal('ssn');
      return;
    }
    if (needsAck && !acknowledged) {
      setAckError(messages.contributionGreaterThanSpent);
      showError(messages.contributionGreaterThanSpent);
      return;
    }
    // The same key until success: a retry after a lost answer replays the first result.
    const key = state.authorizationKey ?? crypto.randomUUID();
    if (key !== state.authorizationKey) actions.setAuthorizationKey(key);
    setBusy(true);
    try {
      const answer = await authorizeElections(
        authorizeBodyOf(state, employer, key, needsAck && acknowledged),
      );
      actions.setAuthorizationKey(null);
      setResult(answer);
      setModal('thanks');
    } catch (err) {
      const message = messageOf(err);
      setBusy(false);
      setFailure(message);
      showError(message);
      if (err instanceof ApiError && err.fields?.ssn) setModal('ssn');
    }
  };

  const print = () => window.print();
  const downloadPdf = async () => {
    try {
      const { downloadSummaryPdf } = await import('../summary/summary-pdf');
      downloadSummaryPdf(summary);
    } catch {
      showError(messages.somethingWentWrong);
    }
  };

  return (
    <section className="cart" aria-labelledby="cart-title">
      <h2 id="cart-title">{messages.cartTitle}</h2>
      {summary.lines.length ? <CartTable lines={summary.lines} /> : <p>{messages.cartEmpty}</p>}

      <dl className="cart__totals">
        {summaryTotals(summary)
          .slice(0, 3)
          .map(([label, value]) => (
            <div key={label} className="cart__total">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>

      {needsAck ? (
        <div className="cart__deduction">
          <p>{messages.cartDeductionNotice(need)}</p>
          <CheckboxField
            name="payrollDeductionAcknowledged"
            label={messages.cartDeductionAcknowledge(need)}
            checked={acknowledged}
            hasError={ackError !== null}
            errorMessage={ackError ?? undefined}
            onChange={(e) => {
              setAcknowledged(e.target.checked);
              if (e.target.checked) setAckError(null);
            }}
          />
        </div>
      ) : null}

      <p className="cart__note">{messages.coverageNotBound}</p>

      {failure ? (
        <p role="alert" className="cart__error">
          {failure}
        </p>
      ) : null}

      <div className="cart__actions">
        <Button onClick={() => setModal('pcp')}>{messages.addPrimaryCarePhysician}</Button>
        <Button onClick={() => setModal('summary')}>{messages.summaryInformation}</Button>
        <Button onClick={print}>{messages.cartPrint}</Button>
        <Button onClick={() => void downloadPdf()}>{messages.cartDownloadPdf}</Button>
        <Button variation="primary" isDisabled={busy} onClick={() => void authorize()}>
          {busy ? messages.redirecting : messages.authorizeElections}
        </Button>
      </div>

      <PrintSummary summary={summary} />
      <SummaryModal
        open={modal === 'summary'}
        onClose={() => setModal('none')}
        data={data}
        summary={summary}
      />
      <PcpModal open={modal === 'pcp'} onClose={() => setModal('none')} />
      <ElectionSsnModal
        open={modal === 'ssn'}
        onClose={() => setModal('none')}
        onSaved={() => setModal('none')}
      />
      <Modal
        open={busy && modal === 'none'}
        onClose={() => undefined}
        title={messages.cartAuthorizing}
        closeIcon={false}
      >
        <p role="status" className="cart__loading">
          <Loader size="large" /> {messages.loading}
        </p>
      </Modal>
      <ThankYouModal
        open={modal === 'thanks'}
        employerName={employerName || 'Company'}
        emailSent={result !== null && result.confirmationEmail !== 'failed'}
        onClose={() => void navigate(`${paths.welcome}?authorize=true`)}
      />
    </section>
  );
}
