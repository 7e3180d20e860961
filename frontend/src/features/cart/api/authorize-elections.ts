/**
 * Authorize Elections: POST /api/Order with the elections only (spec builder section 4, with
 * docs/architecture.md "Security rules": the server prices and writes everything in one
 * transaction). The idempotency key is the builder store's, kept until success.
 */
import type { WaiverReason } from '../../../../../shared/domain/elections';
import { waiverReasons } from '../../../../../shared/domain/elections';
import { messages } from '../../../../../shared/messages';
import type { AuthorizeBody } from '../../../../../shared/schemas/order';
import { apiRequest, ApiError, type ApiResponse } from '../../../lib/api-client';
import type { BuilderState } from '../../builder/state/builder-store';

const isWaiverReason = (value: string | null): value is WaiverReason =>
  value !== null && (waiverReasons as readonly string[]).includes(value);

/** The request body of the builder's choices; throws the spec's message for a missing choice. */
export function authorizeBodyOf(
  state: BuilderState,
  idempotencyKey: string,
  payrollDeductionAcknowledged: boolean,
): AuthorizeBody {
  if (!state.effectiveDate) throw new ApiError(400, messages.cartNoEffectiveDate);
  let election: AuthorizeBody['election'];
  if (state.healthOption === 'shop') {
    if (!state.selectedPlan) throw new ApiError(400, messages.cartEmpty);
    election = {
      kind: 'shop',
      planid: state.selectedPlan.id,
      ichraAcknowledged: state.ichraAcknowledged,
      ...(state.hsaMonthlyCents > 0 ? { hsaMonthlyCents: state.hsaMonthlyCents } : {}),
    };
  } else {
    if (!isWaiverReason(state.waiverReason)) throw new ApiError(400, messages.selectWaiverReason);
    election = {
      kind: 'waive',
      reason: state.waiverReason,
      ...(state.waiverReason === 'Other' ? { otherReason: state.customWaiverReason ?? '' } : {}),
    };
  }
  const service = state.additionalService;
  return {
    idempotencyKey,
    effectiveDate: state.effectiveDate,
    election,
    additionalServiceOption: service?.optionId ?? null,
    ...(service ? { additionalServiceSubcategory: service.productId } : {}),
    payrollDeductionAcknowledged,
  };
}

export type AuthorizeResult = ApiResponse<'post-order'>;

/** POST /api/Order. A network failure throws ApiError status 0; retry with the same body. */
export function authorizeElections(body: AuthorizeBody): Promise<AuthorizeResult> {
  return apiRequest('post-order', { body });
}
