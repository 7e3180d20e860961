/**
 * The lookup behind the enrollment gate (shared/domain/enrollment-gate.ts, issue 40 item 5): the
 * employer's window of the plan year and the member's own window, read from the admin table, and,
 * for an election in a member window by a member already authorized, the order set it supersedes
 * (its account and open orders, in the orders table). POST /api/Order calls
 * {@link checkElectionGate} before pricing and {@link supersessionOf} before writing; the builder
 * reads {@link enrollmentGateOf} through GET /api/Order/EnrollmentWindow.
 *
 * A new hire's window opens by itself: without a window stored for the plan year, the employer's
 * new-hire rules and the census's hire date for the member's e-mail give it
 * (shared/domain/new-hire-window.ts). The four items are one BatchGetItem
 * (EnrollmentWindowStore.gateRecords), so the gate costs one request.
 */
import { todayIso } from '../../shared/domain/calendar';
import { dayBefore, enrollmentGate, type EnrollmentGate } from '../../shared/domain/enrollment-gate';
import { ConflictError } from '../../shared/domain/errors';
import type { MemberRecord } from '../../shared/domain/member';
import { censusNewHireWindow } from '../../shared/domain/new-hire-window';
import * as apiMessages from '../../shared/api-messages';
import { planYearOf } from '../../shared/domain/calendar';
import type { EnrollmentWindowStore } from '../adapters/enrollment-windows';
import type { OrderRepository, Supersession } from '../adapters/orders';

export interface EnrollmentGatePorts {
  windows: Pick<EnrollmentWindowStore, 'gateRecords'>;
}

export interface SupersessionPorts {
  orders: Pick<OrderRepository, 'account' | 'listOrders'>;
}

/** The member as the gate reads them: the e-mail finds their census row (and its hire date). */
export type GateMember = Pick<MemberRecord, 'id' | 'employerId' | 'email'>;

/**
 * What the gate says of the member's election for a plan year today. The member's own window is
 * the one HR stored for the plan year, else the one the census's hire date and the employer's
 * new-hire rules give (a stored one wins: HR's correction or life event replaces it).
 */
export async function enrollmentGateOf(
  ports: EnrollmentGatePorts,
  member: GateMember,
  planYear: number,
  now: Date,
): Promise<EnrollmentGate> {
  if (!member.employerId) return { state: 'open', planYear, deadline: null };
  const {
    employerWindow,
    memberWindow: stored,
    newHireSettings: settings,
    hireDate,
  } = await ports.windows.gateRecords(member.employerId, planYear, member.id, member.email);
  const memberWindow =
    stored ??
    (settings && hireDate
      ? censusNewHireWindow({ memberId: member.id, planYear, hireDate, settings, employerWindow })
      : undefined);
  return enrollmentGate({ planYear, today: todayIso(now), employerWindow, memberWindow });
}

/**
 * The gate of an election for its effective date's plan year: after the employer's window, without
 * a window of the member's own, a 409 naming the deadline that passed (nothing is written).
 */
export async function checkElectionGate(
  ports: EnrollmentGatePorts,
  member: GateMember,
  effectiveDate: string,
  now: Date,
): Promise<EnrollmentGate> {
  const gate = await enrollmentGateOf(ports, member, planYearOf(effectiveDate), now);
  if (gate.state === 'closed')
    throw new ConflictError(apiMessages.enrollmentClosed(gate.planYear, gate.deadline));
  return gate;
}

/** The effective date a member window fixes for the election, or undefined (open enrollment's two dates). */
export const gateEffectiveDate = (gate: EnrollmentGate): string | undefined =>
  gate.state === 'member-window' ? gate.effectiveDate : undefined;

type Item = Record<string, unknown>;
const bookkeeping = new Set(['pk', 'sk', 'memberid', 'kind']);

/**
 * The order set an election in a member window supersedes: the plan year's account as stored and
 * its orders without an end date, which end the day before the new effective date. Undefined
 * outside a member window or when the member has not authorized the plan year.
 */
export async function supersessionOf(
  ports: SupersessionPorts,
  memberId: string,
  gate: EnrollmentGate,
): Promise<Supersession | undefined> {
  if (gate.state !== 'member-window') return undefined;
  const [account, orders] = await Promise.all([
    ports.orders.account(memberId, gate.planYear),
    ports.orders.listOrders(memberId),
  ]);
  if (!account) return undefined;
  const open = (orders as unknown as Item[]).filter(
    (o) => Number(o.businessyear) === gate.planYear && (o.policyenddate ?? null) === null,
  );
  return {
    account: Object.fromEntries(Object.entries(account).filter(([k]) => !bookkeeping.has(k))),
    orders: open.map((o) => ({ createdon: String(o.createdon), id: String(o.id) })),
    endDate: dayBefore(gate.effectiveDate),
  };
}
