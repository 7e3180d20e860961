/**
 * What an authorization writes, built from priced elections: the orders (with the spec's section 9
 * constants), the member account of the plan year with whom the order set covers as priced
 * (`covered`, read by the payroll file and the 834: docs/decisions/0027), the audit record, the confirmation e-mail (an
 * outbox item of the same transaction, sent by the stream-triggered sender: docs/decisions/0022)
 * and the answer of the authorization (kept in the idempotency record, so that a replay answers it
 * byte for byte).
 * Pure: no I/O; ids come from the `newId` passed in.
 */
import { memberAccountConstants, orderConstants, type OrderCategory } from '../../shared/domain/elections';
import { builderSteps, pricedOrders, type BuilderSteps } from '../../shared/domain/steps';
import { languageOf } from '../../shared/domain/language';
import type { MemberRecord } from '../../shared/domain/member';
import { centsToDollars, type Cents } from '../../shared/domain/money';
import * as apiMessages from '../../shared/api-messages';
import { authorizeResponse, type AuthorizeBody, type AuthorizeResponse } from '../../shared/schemas/order';
import { orderListOrder, type AuthorizationWrite, type StoredOrder } from '../adapters/orders';
import { confirmationMail } from './confirmation-mail';
import type { PricedElections } from './elections';

/** How long a replay of an idempotency key answers the first result. */
export const IDEMPOTENCY_SECONDS = 24 * 60 * 60;

export function buildAuthorization(input: {
  member: MemberRecord;
  sub: string;
  requestId: string;
  body: AuthorizeBody;
  requestHash: string;
  priced: PricedElections;
  now: Date;
  /** A new unique id for each order, the account and the audit record (randomUUID in the handler). */
  newId: () => string;
  /** The builder's steps, whose orders are written (the registry of shared/domain/steps by default). */
  steps?: BuilderSteps;
}): AuthorizationWrite {
  const { member, priced, body, now, newId } = input;
  const createdon = now.toISOString();
  const by = member.id;
  const holder = `${member.firstname} ${member.lastname}`.trim();
  const order = (category: OrderCategory, cents: Cents, fields: Partial<StoredOrder>): StoredOrder => ({
    ...orderConstants,
    id: newId(),
    category,
    vendorname: null,
    productname: null,
    description: null,
    amountspent: centsToDollars(cents),
    amountspentCents: cents,
    policyholdersname: holder,
    policycarriername: null,
    policynumber: null,
    externalvendorid: null,
    options: null,
    tax_status: null,
    createdon,
    createdby: by,
    modifiedon: createdon,
    modifiedby: by,
    modifiedreason: 'Authorize Elections',
    policyeffectivedate: priced.effectiveDate,
    policyishsaeligible: 0,
    waivecoverage: priced.waived ? 1 : 0,
    businessyear: priced.planYear,
    summary_link: null,
    accountname: priced.employer.accountname,
    address1: member.address1,
    address2: member.address2,
    city: member.city,
    stateorprovince: member.stateorprovince,
    postalcode: member.postalcode,
    phonenumber: member.phonenumber,
    emailaddress: member.personalemailaddress ?? member.emailaddress,
    ...fields,
  });

  // Each step's order holds its own amount (shared/domain/steps, priced as election-cost.ts
  // prices spend): they add up to the cart's Total.
  const a = priced.amounts;
  const steps = input.steps ?? builderSteps;
  const orders: StoredOrder[] = pricedOrders(priced.inputs, steps).map(({ stepId, category, cents }) => {
    const step = steps.find((s) => s.id === stepId);
    return order(category as OrderCategory, cents, step?.order?.fields(priced) ?? {});
  });
  const plan = priced.plan;

  // The answer lists the orders as GET /api/Order does (orders.ts, orderListOrder).
  orders.sort(orderListOrder);
  const health = orders.find((o) => o.category === 'healthinsurance');
  const account = {
    ...memberAccountConstants,
    id: newId(),
    memberid: member.id,
    // The employer's accounts of a plan year are one Query of the orders table's byEmployer index
    // (the console's tracker, lambdas/adapters/roster.ts); only the account carries `employerId`,
    // and never empty (an index key cannot be).
    ...(member.employerId ? { employerId: member.employerId } : {}),
    planyear: priced.planYear,
    planid: plan?.id ?? null,
    // The plan and carrier as the health order names them, so that the tracker need not read
    // each member's orders (the exports read them on the order: lambdas/exports/enrollment.ts).
    planname: health?.productname ?? null,
    plancarrier: health?.policycarriername ?? health?.vendorname ?? null,
    effectivedate: priced.effectiveDate,
    familystatus: priced.familyStatus,
    currentbalance: centsToDollars(a.balanceCents),
    currentbalanceCents: a.balanceCents,
    currenthealthinsurancepremium: centsToDollars(priced.waived ? (0 as Cents) : priced.planPremiumCents),
    currenthealthinsurancepremiumCents: priced.waived ? 0 : priced.planPremiumCents,
    currentemployercontribution: centsToDollars(priced.contributionCents),
    currentemployercontributionCents: priced.contributionCents,
    currentemployeeclass: member.contributionclass,
    currentpayrolldeduction: centsToDollars(a.payrollDeductionCents),
    currentpayrolldeductionCents: a.payrollDeductionCents,
    waivecoverage: priced.waived ? 1 : 0,
    waivecoveragereason: priced.waiverReason,
    // The coverage attestation, written with the orders in the one transaction (issue 40).
    ...(priced.coverageAttestation
      ? { coverageAttestation: { ...priced.coverageAttestation, attestedAt: createdon } }
      : {}),
    createdon,
    createdby: by,
    modifiedon: createdon,
    modifiedby: by,
  };

  const audit = {
    id: newId(),
    at: createdon,
    memberId: member.id,
    sub: input.sub,
    requestId: input.requestId,
    idempotencyKey: body.idempotencyKey,
    elections: {
      effectiveDate: body.effectiveDate,
      election: body.election,
      additionalServiceOption: body.additionalServiceOption,
      additionalServiceSubcategory: body.additionalServiceSubcategory,
      payrollDeductionAcknowledged: body.payrollDeductionAcknowledged,
    },
    amountsCents: {
      ...a,
      contributionCents: priced.contributionCents,
      planPremiumCents: priced.planPremiumCents,
    },
    orderIds: orders.map((o) => o.id),
  };

  return {
    memberId: member.id,
    planYear: priced.planYear,
    createdon,
    orders,
    account,
    covered: priced.covered,
    audit,
    member: { currentplanid: plan?.id ?? null, currentplanyear: priced.planYear, modifiedby: by },
    idempotency: {
      key: body.idempotencyKey,
      requestHash: input.requestHash,
      result: JSON.stringify(authorizationAnswer(orders)),
      expiresAt: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_SECONDS,
    },
    confirmation: confirmationMail(
      member.personalemailaddress ?? member.emailaddress ?? member.email,
      member.firstname,
      priced,
      orders,
      languageOf(member),
      steps,
    ),
  };
}

/**
 * The answer of an authorization, built once and parsed with the response schema, so that what is
 * stored for a replay is exactly what the first request answers (the schema drops the orders'
 * bookkeeping fields and fixes the key order). The confirmation e-mail is queued: it was written
 * with the orders and is sent by the outbox sender.
 */
export function authorizationAnswer(orders: readonly StoredOrder[]): AuthorizeResponse {
  return authorizeResponse.parse({
    success: true,
    orderdetails: orders,
    confirmationEmail: 'queued',
    message: apiMessages.authorized,
  });
}
