/**
 * Authorize Elections: POST /api/Order with the elections only (spec builder section 4, with
 * docs/architecture.md "Security rules": the server prices and writes everything in one
 * transaction). The idempotency key is the builder store's, kept until success. A write of the
 * /enrollment route's action; the page is not read again after it (the thank-you modal leads to
 * /welcome, whose loader reads the new orders: the write drops them from the query cache).
 */
import { cartTexts } from '../texts';
import { authorizeBody, type AuthorizeBody } from '../../../../../shared/schemas/order';
import { apiRequest, ApiError, type ApiResponse } from '../../../lib/api-client';
import { dropChanged } from '../../../lib/query-client';
import { builderActions, type BuilderState } from '../../../enrollment/state/builder-store';
import { electionOf, type ElectionEmployer } from '../../../enrollment/state/election';
import type { Cents } from '../../../../../shared/domain/money';
import { authorizationChanges } from './cart-query';

const noPrices = { contributionCents: 0 as Cents, planPremiumCents: 0 as Cents, serviceCents: 0 as Cents };

/**
 * The request body of the builder's choices, as electionOf (enrollment/state/election.ts) builds it
 * for the funds bar and the cart too (the server prices it; no amount is sent). Throws the spec's
 * message for a missing choice.
 */
export function authorizeBodyOf(
  state: BuilderState,
  employer: ElectionEmployer | null,
  idempotencyKey: string,
  payrollDeductionAcknowledged: boolean,
): AuthorizeBody {
  if (!employer) throw new ApiError(400, cartTexts('cartEmployerUnknown'));
  const { body } = electionOf(state, { employer, ...noPrices });
  if (!body.ok) throw new ApiError(400, body.message);
  return { idempotencyKey, ...body.value, payrollDeductionAcknowledged };
}

/** The message of the choice Authorize Elections still lacks, or null when the body can be built. */
export function missingElectionChoice(state: BuilderState, employer: ElectionEmployer | null): string | null {
  if (!employer) return cartTexts('cartEmployerUnknown');
  const { body } = electionOf(state, { employer, ...noPrices });
  return body.ok ? null : body.message;
}

export type AuthorizeResult = ApiResponse<'post-order'>;

/**
 * POST /api/Order. A network failure answers status 0; a retry sends the same body (the same key).
 * On success the key has served (the next authorization is a new one) and the orders changed.
 */
export async function authorizeElections(body: unknown): Promise<AuthorizeResult> {
  const result = await apiRequest('post-order', { body: authorizeBody.parse(body) });
  builderActions.setAuthorizationKey(null);
  await dropChanged(...authorizationChanges);
  return result;
}
