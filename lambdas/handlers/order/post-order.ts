import { createHash, randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '../../../shared/domain/errors';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/order';
import { authorizeResponse, type AuthorizeBody } from '../../../shared/schemas/order';
import { callerMember } from '../../caller';
import {
  clock,
  dependentRepository,
  employerRepository,
  enrollmentWindowStore,
  locationRepository,
  orderRepository,
  planRepository,
  planYearFigureStore,
} from '../../composition';
import type { IdempotencyRecord } from '../../adapters/orders';
import { httpHandler } from '../../middleware/http';
import { buildAuthorization } from '../../rules/authorization';
import { priceElections, type PricedElections } from '../../rules/elections';
import { checkElectionGate, gateEffectiveDate, supersessionOf } from '../../rules/enrollment-gate';

/** The request's elections, canonical: the same elections hash the same whatever the key order. */
export function requestHash(body: AuthorizeBody): string {
  const { idempotencyKey: _k, ...elections } = body;
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(elections)))
    .digest('hex');
}

/**
 * The stored answer of a key, as the first request answered it. Records written before the answer
 * was stored whole hold only the orders: they answer as a sent authorization.
 */
const replay = (result: string) => {
  const stored = JSON.parse(result) as Record<string, unknown>;
  return authorizeResponse.parse(
    'confirmationEmail' in stored
      ? stored
      : { success: true, confirmationEmail: 'sent', message: apiMessages.authorized, ...stored },
  );
};

/** The first answer of a key already used: the same elections replay it, others are a 409. */
function answerOf(seen: IdempotencyRecord, hash: string) {
  if (seen.requestHash !== hash) throw new ConflictError(apiMessages.idempotencyKeyReused);
  return replay(seen.result);
}

/** The first answer of the request's key, or undefined while the key is unused. */
async function answerOfKey(memberId: string, body: AuthorizeBody, hash: string) {
  const seen = await orderRepository().idempotency(memberId, body.idempotencyKey);
  return seen ? answerOf(seen, hash) : undefined;
}

/**
 * The answer to a request whose pricing refused: a used key still answers its first answer (or
 * 409 for other elections) whatever the pricing says now, so the key is read before the refusal
 * is answered. When that read fails too, the refusal stands.
 */
async function refusalOrFirstAnswer(refusal: unknown, memberId: string, body: AuthorizeBody, hash: string) {
  const seen = await orderRepository()
    .idempotency(memberId, body.idempotencyKey)
    .catch(() => undefined);
  if (seen) return answerOf(seen, hash);
  throw refusal;
}

/** A promise awaited later, or never when an earlier rule refuses: its failure is not unhandled then. */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/Order: Authorize Elections. The body carries the elections only; the server prices
 * them from its own tables (lambdas/rules/elections.ts), checks every rule, then writes every
 * order, the member account, the member's current plan, the audit record and the idempotency
 * record in one DynamoDB transaction, with the confirmation e-mail as an outbox item that the
 * stream-triggered sender delivers once (lambdas/handlers/confirmation-outbox; decision 0022).
 * Refusals: 400 a rule (the spec's message, naming the field); 409 a reused key with other
 * elections, a plan year already authorized, or an authorization of the same key in progress.
 * A replay of a key with the same elections answers the stored first answer byte for byte and
 * writes nothing: the transaction's guard on the key refuses it whole.
 */
export const handler = httpHandler(getRoute('post-order'), async ({ body, caller, requestId }) => {
  const member = await callerMember(caller);
  const hash = requestHash(body);
  const now = clock();
  // Priced at once, without reading the key first: the transaction's guard on the key refuses a
  // used key, and only then (or when pricing refuses) is its first answer read. A first
  // authorization, nearly every one, saves that read (docs/performance.md, "Authorize: before
  // and after"); a replay pays for its pricing and a refused transaction instead, and still
  // writes nothing.
  // After the employer's enrollment window, only a window of the member's own (issue 40): 409.
  // Read beside pricing's reads; pricing awaits it where it checks the effective date.
  const gate = settledLater(
    checkElectionGate({ windows: enrollmentWindowStore() }, member, body.effectiveDate, now),
  );
  let priced: PricedElections;
  try {
    priced = await priceElections(
      {
        employers: employerRepository(),
        dependents: dependentRepository(),
        locations: locationRepository(),
        plans: planRepository(),
        orders: orderRepository(),
        figures: planYearFigureStore(),
      },
      member,
      body,
      now,
      settledLater(gate.then(gateEffectiveDate)),
    );
  } catch (refusal) {
    return refusalOrFirstAnswer(refusal, member.id, body, hash);
  }
  const write = buildAuthorization({
    member,
    sub: caller.sub,
    requestId,
    body,
    requestHash: hash,
    priced,
    now,
    newId: randomUUID,
  });
  // In a member's own window the new order set supersedes the one authorized (ended, not deleted).
  write.supersedes = await supersessionOf({ orders: orderRepository() }, member.id, await gate);

  for (let attempt = 0; ; attempt++) {
    const outcome = await orderRepository().authorize(write);
    if (outcome === 'written') break;
    if (outcome === 'member-missing') throw new NotFoundError(apiMessages.memberNotFound);
    // Another request may hold or have written this key: its answer decides.
    const first = await answerOfKey(member.id, body, hash);
    if (first) return first;
    if (outcome === 'already-authorized')
      throw new ConflictError(apiMessages.alreadyAuthorized(priced.planYear));
    if (attempt >= 4) throw new ConflictError(apiMessages.authorizationInProgress);
    await pause(50 * (attempt + 1));
  }

  return replay(write.idempotency.result);
});
