/**
 * Whether Authorize Elections may send, and why not (spec builder sections 2, 4 and 5), in the
 * order the cart checks them: an SSN on file first (the SSN-required popup), then the payroll
 * deduction acknowledgment when the elections cost more than the employer contributes, then the
 * choices the request needs. Pure, so each blocked state is tested without a screen.
 */
import { apiTexts } from '../../../lib/api-texts';

export type AuthorizeReadiness =
  | { ready: true }
  /** No SSN on file: the cart opens the SSN popup, which says why. */
  | { ready: false; reason: 'ssn' }
  /** The deduction is not acknowledged: said next to the checkbox and in the notice. */
  | { ready: false; reason: 'acknowledgment'; message: string }
  /** A choice the request needs is missing (effective date, plan, waiver reason): its message. */
  | { ready: false; reason: 'choice'; message: string };

export interface AuthorizeFacts {
  ssnOnFile: boolean;
  /** The elections cost more than the contribution (the cart's server-priced amounts say so). */
  needsAcknowledgment: boolean;
  acknowledged: boolean;
  /** The message of the choice still missing (enrollment/state/election.ts), or null. */
  missingChoice: string | null;
}

export function authorizeReadiness(facts: AuthorizeFacts): AuthorizeReadiness {
  if (!facts.ssnOnFile) return { ready: false, reason: 'ssn' };
  if (facts.needsAcknowledgment && !facts.acknowledged)
    return { ready: false, reason: 'acknowledgment', message: apiTexts().contributionGreaterThanSpent };
  if (facts.missingChoice !== null) return { ready: false, reason: 'choice', message: facts.missingChoice };
  return { ready: true };
}
