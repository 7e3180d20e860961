/**
 * /health-plan, 'Employee Health Plans' (spec portal "/health-plan"): a card 'Health Plan #n' per
 * order of the caller, product name and options; 'Load More' shows every field of the existing
 * health plan card (spec portal section 3), 'Show Less' collapses it to 300 px.
 */
import { Button } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { formatDollars, roundCents } from '../../../../../shared/domain/money';
import { apiTexts } from '../../../lib/api-texts';
import { healthPlanTexts } from '../texts';
import type { OrderDetail } from '../../../../../shared/schemas/order';
import { usePageTitle } from '../../../lib/use-page-title';
import { componentTexts } from '../../../components/texts';
import { shownWaiverReason } from '../../../enrollment/waiver-reasons';
import { orderProductName } from '../../../components/order-product-name';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { EnrollmentGateAnswer } from '../../../enrollment/api/get-enrollment-window';
import { longDate } from '../../../enrollment/components/enroll-by';

const fields = () => ({
  productname: componentTexts('productName'),
  options: componentTexts('options'),
  description: healthPlanTexts('healthPlanFields.description'),
  category: healthPlanTexts('healthPlanFields.category'),
  amountspent: componentTexts('fundsAmountSpent'),
  vendorname: healthPlanTexts('healthPlanFields.vendorname'),
  policyholdersname: healthPlanTexts('healthPlanFields.policyholdersname'),
  policycarriername: healthPlanTexts('healthPlanFields.policycarriername'),
  policyeffectivedate: healthPlanTexts('healthPlanFields.policyeffectivedate'),
  ordernumber: healthPlanTexts('healthPlanFields.ordernumber'),
  accountname: healthPlanTexts('healthPlanFields.accountname'),
  address: healthPlanTexts('healthPlanFields.address'),
  phonenumber: componentTexts('phoneNumber'),
  emailaddress: healthPlanTexts('healthPlanFields.emailaddress'),
});
const shown = (v: string | null | undefined) => (v?.trim() ? v : '-');
/** A waiver's order holds the stored reason (English, or the member's own text) in two fields. */
const shownReason = (o: OrderDetail, v: string | null | undefined) =>
  o.category === 'waive' && v?.trim() ? shownWaiverReason(v) : shown(v);
/** An HSA order's description is the server's fixed English text: said in the page's language. */
const shownDescription = (o: OrderDetail) =>
  o.category === 'HSA' ? healthPlanTexts('hsaOrderDescription') : shownReason(o, o.description);

function details(o: OrderDetail): Array<[string, string]> {
  const address = [
    o.address1,
    o.address2,
    o.city,
    [o.stateorprovince, o.postalcode].filter(Boolean).join(' '),
  ]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return [
    [fields().description, shownDescription(o)],
    [
      fields().category,
      {
        healthinsurance: componentTexts('orderAreas.healthinsurance'),
        HSA: componentTexts('orderAreas.HSA'),
        additionalservices: apiTexts().subStepAdditionalServices,
        waive: componentTexts('orderAreas.waive'),
      }[o.category],
    ],
    [fields().amountspent, formatDollars(roundCents(o.amountspent * 100))],
    [fields().vendorname, shown(o.vendorname)],
    [fields().policyholdersname, shown(o.policyholdersname)],
    [fields().policycarriername, shown(o.policycarriername)],
    [fields().policyeffectivedate, shown(o.policyeffectivedate)],
    [fields().ordernumber, shown(o.ordernumber)],
    [fields().accountname, shown(o.accountname)],
    [fields().address, shown(address)],
    [fields().phonenumber, shown(o.phonenumber)],
    [fields().emailaddress, shown(o.emailaddress)],
  ];
}

function HealthPlanCard({ order, n }: { order: OrderDetail; n: number }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  return (
    <li className={`health-plan-card${expanded ? ' is-expanded' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{healthPlanTexts('healthPlanNumber', { n })}</h2>
      <dl>
        <dt>{fields().productname}</dt>
        {/* Waiver and HSA orders are stored with English names; the page says them in its language. */}
        <dd>{shown(orderProductName(order))}</dd>
        <dt>{fields().options}</dt>
        <dd>{shownReason(order, order.options)}</dd>
      </dl>
      <dl id={detailsId} hidden={!expanded}>
        {details(order).map(([label, value]) => (
          <div key={label} className="health-plan-card__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        className="health-plan-card__toggle"
        size="small"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? healthPlanTexts('showLess') : healthPlanTexts('loadMore')}
      </Button>
    </li>
  );
}

export function HealthPlanPage({
  orders,
  enrollment = null,
}: {
  orders: OrderDetail[];
  enrollment?: EnrollmentGateAnswer | null;
}) {
  usePageTitle(healthPlanTexts('employeeHealthPlans'));
  const own = enrollment?.memberWindow;
  return (
    <section className="after-page health-plans" aria-labelledby="health-plans-title">
      <h1 id="health-plans-title">{healthPlanTexts('employeeHealthPlans')}</h1>
      {enrollment && own ? (
        <p className="notice member-window">
          {healthPlanTexts('memberWindowOpen', {
            year: String(enrollment.planYear),
            date: longDate(own.closes),
            effective: longDate(own.effectiveDate),
          })}{' '}
          <Link to={paths.profile}>{healthPlanTexts('changeElections')}</Link>
        </p>
      ) : null}
      {orders.length === 0 ? (
        <p className="health-plans__empty">{componentTexts('noPlanFound')}</p>
      ) : (
        <ul className="health-plans__grid">
          {orders.map((o, i) => (
            <HealthPlanCard key={o.id} order={o} n={i + 1} />
          ))}
        </ul>
      )}
    </section>
  );
}
