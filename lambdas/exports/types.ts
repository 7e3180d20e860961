/**
 * What the operator exports read and write: one employer's enrollment as stored, read once
 * (lambdas/exports/enrollment.ts) and then turned, by pure functions, into the payroll deduction
 * file (payroll.ts), the carriers' X12 834 files (x12-834.ts) and the enrollment status report
 * (status.ts). The ops commands (infra/ops/) and the scheduled function
 * (lambdas/handlers/exports/) run the same functions; only where the files go differs.
 *
 * Amounts are integer cents, read from what Authorize Elections stored (the member account and
 * the orders), never recomputed here: an exported figure equals the stored one to the cent.
 */
import type { Cents } from '../../shared/domain/money';
import type { PayFrequency } from '../../shared/domain/pay-periods';

/**
 * How often the employer runs payroll: a setting of the employer, `monthly` unless onboarded
 * otherwise. Defined in shared/domain/pay-periods.ts, which the employer file's schema also reads.
 */
export { payFrequencies, type PayFrequency } from '../../shared/domain/pay-periods';

/** A person covered (or to be covered): the employee or one dependent. */
export interface ExportPerson {
  /** Member id for the employee, dependent id for a dependent. */
  id: string;
  relationship: 'self' | 'spouse' | 'child';
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when never given (a registered member without a profile). */
  birthDate: string | null;
  gender: 'Male' | 'Female' | null;
  /** Full nine digits. Only the 834 file carries it; never logged, never in any other file. */
  ssn: string | null;
  tobaccoUser: boolean | null;
}

export interface ExportAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  /** County FIPS or name as stored, when known. */
  county: string | null;
}

/** What one Authorize Elections stored for one plan year (the member account and its orders). */
export interface PlanYearElection {
  planYear: number;
  /** YYYY-MM-DD: coverage starts on this day. */
  effectiveDate: string;
  waived: boolean;
  waiveReason: string | null;
  /** The health plan's HIOS id and the catalog's names; null for a waiver. */
  planId: string | null;
  planName: string | null;
  /** The plan's issuer (the carrier the 834 goes to); null for a waiver. */
  carrier: string | null;
  /**
   * Everyone the election covers, the subscriber first, as Authorize Elections priced and recorded
   * them on the order set (names, relationship, birth date, gender, tobacco); the SSN is read by id
   * from the members and dependents tables, and is null for a person no longer stored there. Empty
   * for a waiver. A dependent removed from the profile since is still here; one added since is not.
   */
  covered: ExportPerson[];
  /**
   * Where `covered` comes from: `recorded`, the order set's own record; `read-now`, an order set
   * authorized before the record existed: the subscriber and the dependents saved now that were
   * added on or before the authorization (docs/decisions/0027).
   */
  coveredFrom: 'recorded' | 'read-now';
  /** Monthly amounts as the member account and orders store them. */
  employerContributionCents: Cents;
  healthPremiumCents: Cents;
  hsaCents: Cents;
  serviceCents: Cents;
  /** The monthly pre-tax payroll deduction (currentpayrolldeduction of the account). */
  payrollDeductionCents: Cents;
  /**
   * The last day the order set is in force, when a newer one superseded it in a member's own
   * enrollment window (issue 40); absent or null for the latest.
   */
  endDate?: string | null;
  /** ISO timestamp of the authorization. */
  authorizedAt: string;
}

/** Where a member is in the journey, for the status report. */
export type EnrollmentStage =
  | 'registered' // registered (password set or not) but no profile saved
  | 'profile' // profile saved, not authorized
  | 'authorized-shop'
  | 'authorized-waive';

export interface MemberEnrollment {
  memberId: string;
  accountId: string;
  email: string;
  phone: string | null;
  contributionClass: string;
  address: ExportAddress | null;
  subscriber: ExportPerson;
  dependents: ExportPerson[];
  /** Every plan year this member authorized, oldest first. */
  elections: PlanYearElection[];
  /** Order sets superseded in a member's own enrollment window, each with its `endDate` (issue 40). */
  endedElections?: PlanYearElection[];
  registeredAt: string | null;
  profileSavedAt: string | null;
}

export interface EmployerEnrollment {
  employer: {
    id: string;
    accountId: string;
    name: string;
    payFrequency: PayFrequency;
  };
  members: MemberEnrollment[];
}

/** A file an export produces: written whole or not at all (infra/ops and the scheduled function). */
export interface ExportFile {
  /** File name without directory, e.g. payroll-<account>-2027-01.csv. */
  name: string;
  body: string;
  contentType: 'text/csv' | 'application/edi-x12';
}
