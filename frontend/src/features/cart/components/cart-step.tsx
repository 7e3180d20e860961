/**
 * The 'Your Cart' sub-step: 'Plan and Benefits Summary' (spec builder sections 2 and 4). A view:
 * the lines and amounts are the server's answers read through the client cache (cartQuery,
 * features/cart/api/cart-query.ts) and shaped by pure functions (summary/purchase-summary.ts);
 * whether Authorize Elections may send is summary/authorize-readiness.ts. The write is a
 * mutation that sends the choices only, with the builder store's idempotency key (kept until
 * success, so a retry after a lost answer replays the first result), then marks the orders as
 * changed; the thank-you modal leads to /welcome.
 */
import { Button, CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDollars } from '../../../../../shared/domain/money';
import { enrollmentTexts } from '../../../enrollment/texts';
import { cartTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { paths } from '../../../config/paths';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { ElectionSsnModal, useSsnOnFile } from '../../../enrollment/components/election-ssn';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { authorizeBodyOf, authorizeElections, missingElectionChoice } from '../api/authorize-elections';
import { authorizationChanges, cartQuery } from '../api/cart-query';
import { authorizeReadiness } from '../summary/authorize-readiness';
import { cartSummaryOf, summaryTotals } from '../summary/purchase-summary';
import { CartTable } from './cart-table';
import { PrintSummary } from './print-summary';
import { SummaryModal } from './summary-modal';
import { ThankYouModal } from './thank-you-modal';
import { componentTexts } from '../../../components/texts';
import { apiTexts } from '../../../lib/api-texts';
import { withTexts } from '../../../lib/i18n';
import { useOpenedOnce } from '../../../components/use-opened-once';

type OpenModal = 'none' | 'summary' | 'pcp' | 'ssn';

/** The PCP form loads when 'Add Primary Care Physician' is first pressed. */
const PcpModal = lazy(withTexts(() => import('./pcp-modal').then((m) => ({ default: m.PcpModal }))));

const messageOf = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? err.message : fallback;

function CartFrame({ children }: { children: ReactNode }) {
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h2 id="cart-title">{cartTexts('cartTitle')}</h2>
      {children}
    </section>
  );
}

export function CartStep() {
  const { member, employer } = useBuilderContext();
  const ssnOnFile = useSsnOnFile();
  const { state, actions } = useBuilder();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showError } = useSnackbar();
  const cart = useQuery(cartQuery(member, employer, state));
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string | null>(null);
  const [modal, setModal] = useState<OpenModal>('none');
  const pcpUsed = useOpenedOnce(modal === 'pcp');
  // A missing choice found before sending (said like the server's refusals).
  const [blocked, setBlocked] = useState<string | null>(null);

  const authorization = useMutation({
    mutationFn: ({ key, deductionAcknowledged }: { key: string; deductionAcknowledged: boolean }) =>
      authorizeElections(authorizeBodyOf(state, employer, key, deductionAcknowledged)),
    onSuccess: () => {
      actions.setAuthorizationKey(null);
      for (const queryKey of authorizationChanges) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (err) => {
      showError(messageOf(err, commonTexts('somethingWentWrong')));
      if (err instanceof ApiError && err.fields?.ssn) setModal('ssn');
    },
  });

  if (cart.isPending || (cart.isError && cart.isFetching))
    return (
      <CartFrame>
        <p role="status" className="cart__loading">
          <Loader size="large" /> {cartTexts('cartLoading')}
        </p>
      </CartFrame>
    );
  const employerName = employer?.accountname ?? '';
  const summary = cart.isSuccess ? cartSummaryOf({ data: cart.data, member, employerName, state }) : null;
  if (!cart.isSuccess || !summary)
    return (
      <CartFrame>
        <p role="alert" className="cart__error">
          {cart.isError ? messageOf(cart.error, cartTexts('cartLoadFailed')) : cartTexts('cartLoadFailed')}
        </p>
        <Button onClick={() => void cart.refetch()}>{componentTexts('cartRetry')}</Button>
      </CartFrame>
    );

  const { data } = cart;
  const needsAck = data.amounts.needsDeductionAcknowledgment;
  const need = formatDollars(data.amounts.payrollDeductionCents);
  const failure =
    blocked ??
    (authorization.isError ? messageOf(authorization.error, commonTexts('somethingWentWrong')) : null);
  // Busy from the click until the thank-you modal leads away.
  const busy = authorization.isPending || authorization.isSuccess;

  const authorize = () => {
    authorization.reset();
    setBlocked(null);
    const readiness = authorizeReadiness({
      ssnOnFile,
      needsAcknowledgment: needsAck,
      acknowledged,
      missingChoice: missingElectionChoice(state, employer),
    });
    if (!readiness.ready) {
      if (readiness.reason === 'ssn') setModal('ssn');
      else {
        if (readiness.reason === 'acknowledgment') setAckError(readiness.message);
        else setBlocked(readiness.message);
        showError(readiness.message);
      }
      return;
    }
    // The same key until success: a retry after a lost answer replays the first result.
    const key = state.authorizationKey ?? crypto.randomUUID();
    if (key !== state.authorizationKey) actions.setAuthorizationKey(key);
    authorization.mutate({ key, deductionAcknowledged: needsAck && acknowledged });
  };

  const downloadPdf = async () => {
    try {
      const { downloadSummaryPdf } = await withTexts(() => import('../summary/summary-pdf'))();
      downloadSummaryPdf(summary);
    } catch {
      showError(commonTexts('somethingWentWrong'));
    }
  };

  return (
    <CartFrame>
      {summary.lines.length ? <CartTable lines={summary.lines} /> : <p>{enrollmentTexts('cartEmpty')}</p>}

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
          <p>{cartTexts('cartDeductionNotice', { need })}</p>
          <CheckboxField
            name="payrollDeductionAcknowledged"
            label={cartTexts('cartDeductionAcknowledge', { need })}
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

      <p className="cart__note">{apiTexts().confirmationMailNotBound}</p>

      {failure ? (
        <p role="alert" className="cart__error">
          {failure}
        </p>
      ) : null}

      <div className="cart__actions">
        <Button onClick={() => setModal('pcp')}>{cartTexts('addPrimaryCarePhysician')}</Button>
        <Button onClick={() => setModal('summary')}>{cartTexts('summaryInformation')}</Button>
        <Button onClick={() => window.print()}>{cartTexts('cartPrint')}</Button>
        <Button onClick={() => void downloadPdf()}>{cartTexts('cartDownloadPdf')}</Button>
        <Button variation="primary" isDisabled={busy} onClick={authorize}>
          {busy ? cartTexts('redirecting') : cartTexts('authorizeElections')}
        </Button>
      </div>

      <PrintSummary summary={summary} />
      <SummaryModal
        open={modal === 'summary'}
        onClose={() => setModal('none')}
        data={data}
        summary={summary}
      />
      {pcpUsed && (
        <Suspense fallback={null}>
          <PcpModal open={modal === 'pcp'} onClose={() => setModal('none')} />
        </Suspense>
      )}
      <ElectionSsnModal
        open={modal === 'ssn'}
        onClose={() => setModal('none')}
        onSaved={() => setModal('none')}
      />
      <Modal
        open={authorization.isPending && modal === 'none'}
        onClose={() => undefined}
        title={cartTexts('cartAuthorizing')}
        closeIcon={false}
      >
        <p role="status" className="cart__loading">
          <Loader size="large" /> {commonTexts('loading')}
        </p>
      </Modal>
      <ThankYouModal
        open={authorization.isSuccess}
        employerName={employerName || cartTexts('thankYouEmployerUnknown')}
        emailSent={authorization.data !== undefined && authorization.data.confirmationEmail !== 'failed'}
        onClose={() => void navigate(`${paths.welcome}?authorize=true`)}
      />
    </CartFrame>
  );
}
