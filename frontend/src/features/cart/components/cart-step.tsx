/**
 * The 'Your Cart' sub-step: 'Plan and Benefits Summary' (spec builder sections 2 and 4). A view:
 * the lines and amounts are the server's answers read through the client cache (cartQuery,
 * features/cart/api/cart-query.ts) and shaped by pure functions (summary/purchase-summary.ts);
 * whether Authorize Elections may send is summary/authorize-readiness.ts. The write is the
 * /enrollment route's action (lib/route-action.ts): it sends the choices only, with the builder
 * store's idempotency key (kept until success, so a retry after a lost answer replays the first
 * result), then marks the orders as changed; the thank-you modal leads to /welcome.
 */
import { Button, CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
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
import { useDependents } from '../../../enrollment/api/dependents';
import { attestationPeople, attestedNames } from '../../../enrollment/coverage-attestation';
import { ElectionSsnModal, useSsnOnFile } from '../../../enrollment/components/election-ssn';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { authorizeBodyOf, missingElectionChoice, type AuthorizeResult } from '../api/authorize-elections';
import { authorizeIntent } from '../api/intents';
import { cartQuery } from '../api/cart-query';
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
import { useRouteAction } from '../../../lib/route-action';

type OpenModal = 'none' | 'summary' | 'pcp' | 'ssn';

/** Authorize Elections from the click: sending, refused (why), or done (the thank-you modal). */
type Authorization =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'refused'; message: string }
  | { state: 'done'; result: AuthorizeResult };

/** The PCP form loads when 'Add Primary Care Physician' is first pressed. */
const PcpModal = lazy(withTexts(() => import('./pcp-modal').then((m) => ({ default: m.PcpModal }))));

const messageOf = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? err.message : fallback;

/**
 * The cart's frame. `memberForms` (the PCP and SSN popups) is rendered whatever the cart shows:
 * a saved PCP or SSN changes the member's version, so the cart prices again (loading) while the
 * popup that saved still answers and closes.
 */
function CartFrame({ children, memberForms }: { children: ReactNode; memberForms: ReactNode }) {
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h2 id="cart-title">{cartTexts('cartTitle')}</h2>
      {children}
      {memberForms}
    </section>
  );
}

export function CartStep() {
  const { member, employer } = useBuilderContext();
  const ssnOnFile = useSsnOnFile();
  const { state, actions } = useBuilder();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  // The priced cart arrives through the query cache, whose updates React renders at once, in one
  // task; the summary it fills (the lines, the totals, the chart) is rendered from a deferred copy
  // instead, in slices between the browser's frames, as the shop's plans are (issue 41).
  const cart = useDeferredValue(useQuery(cartQuery(member, employer, state)));
  // Whom the coverage attestation names, for the printed summary (read from the cache the cart fills).
  const dependents = useDependents(member.id);
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string | null>(null);
  const [modal, setModal] = useState<OpenModal>('none');
  const pcpUsed = useOpenedOnce(modal === 'pcp');
  // A missing choice found before sending (said like the server's refusals).
  const [blocked, setBlocked] = useState<string | null>(null);

  const sendAuthorization = useRouteAction<AuthorizeResult>(authorizeIntent);
  const [authorization, setAuthorization] = useState<Authorization>({ state: 'idle' });

  const memberForms = (
    <>
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
    </>
  );

  if (cart.isPending || (cart.isError && cart.isFetching))
    return (
      <CartFrame memberForms={memberForms}>
        <p role="status" className="cart__loading">
          <Loader size="large" /> {cartTexts('cartLoading')}
        </p>
      </CartFrame>
    );
  const employerName = employer?.accountname ?? '';
  const attestedFor =
    dependents.state === 'ready'
      ? attestedNames(attestationPeople(member, dependents.dependents), state.coverageAttestedIds)
      : [];
  const summary = cart.isSuccess
    ? cartSummaryOf({ data: cart.data, member, employerName, state, attestedFor })
    : null;
  if (!cart.isSuccess || !summary)
    return (
      <CartFrame memberForms={memberForms}>
        <p role="alert" className="cart__error">
          {cart.isError ? messageOf(cart.error, cartTexts('cartLoadFailed')) : cartTexts('cartLoadFailed')}
        </p>
        <Button onClick={() => void cart.refetch()}>{componentTexts('cartRetry')}</Button>
      </CartFrame>
    );

  const { data } = cart;
  const needsAck = data.amounts.needsDeductionAcknowledgment;
  const need = formatDollars(data.amounts.payrollDeductionCents);
  const failure = blocked ?? (authorization.state === 'refused' ? authorization.message : null);
  // Busy from the click until the thank-you modal leads away.
  const busy = authorization.state === 'sending' || authorization.state === 'done';

  const refused = (message: string) => {
    setAuthorization({ state: 'refused', message });
    showError(message);
  };

  const authorize = async () => {
    setAuthorization({ state: 'idle' });
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
    let body;
    try {
      body = authorizeBodyOf(state, employer, key, needsAck && acknowledged);
    } catch (err) {
      refused(messageOf(err, commonTexts('somethingWentWrong')));
      return;
    }
    setAuthorization({ state: 'sending' });
    const answer = await sendAuthorization(body);
    if (answer.ok) {
      setAuthorization({ state: 'done', result: answer.data });
      return;
    }
    refused(answer.message);
    if (answer.fields?.ssn) setModal('ssn');
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
    <CartFrame memberForms={memberForms}>
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
        <Button variation="primary" isDisabled={busy} onClick={() => void authorize()}>
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
      <Modal
        open={authorization.state === 'sending' && modal === 'none'}
        onClose={() => undefined}
        title={cartTexts('cartAuthorizing')}
        closeIcon={false}
      >
        <p role="status" className="cart__loading">
          <Loader size="large" /> {commonTexts('loading')}
        </p>
      </Modal>
      <ThankYouModal
        open={authorization.state === 'done'}
        employerName={employerName || cartTexts('thankYouEmployerUnknown')}
        emailSent={authorization.state === 'done' && authorization.result.confirmationEmail !== 'failed'}
        onClose={() => void navigate(`${paths.welcome}?authorize=true`)}
      />
    </CartFrame>
  );
}
