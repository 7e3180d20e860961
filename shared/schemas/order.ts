/**
 * Orders and Authorize Elections (spec builder sections 3, 4 and 9; spec portal
 * section 3 'Order detail' and 'Existing health plan card').
 *
 * Written with zod/mini: it tree-shakes, which keeps the Lambda bundles' cold import short.
 */
import * as z from 'zod/mini';
import * as apiMessages from '../api-messages';
import { COVERAGE_ATTESTATION_MAX_PEOPLE } from '../domain/coverage-attestation';
import { storedWaiverReason, waiverReasons, type WaiverReason } from '../domain/elections';
import { isoDate, plainText, storedDate } from './common';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = z.lazy(() => z.string().check(z.regex(GUID, 'must be a GUID')));

export const orderCategory = z.lazy(() => z.enum(['HSA', 'additionalservices', 'healthinsurance', 'waive']));

/** An order as /welcome (Order detail) and /health-plan (Existing health plan card) read it. */
export const orderDetail = z.lazy(() =>
  z.object({
    id: guid,
    category: orderCategory,
    vendorname: z.nullable(z.string()),
    productname: z.nullable(z.string()),
    description: z.nullable(z.string()),
    amountspent: z.number(),
    policyholdersname: z.nullable(z.string()),
    policycarriername: z.nullable(z.string()),
    options: z.nullable(z.string()),
    tax_status: z.nullable(z.string()),
    ordernumber: z.string(),
    createdon: z.string(),
    policyeffectivedate: storedDate,
    policyishsaeligible: z.union([z.literal(0), z.literal(1)]),
    waivecoverage: z.union([z.literal(0), z.literal(1)]),
    businessyear: z.number(),
    summary_link: z.nullable(z.string()),
    accountname: z.nullable(z.string()),
    address1: z.nullable(z.string()),
    address2: z.nullable(z.string()),
    city: z.nullable(z.string()),
    stateorprovince: z.nullable(z.string()),
    postalcode: z.nullable(z.string()),
    phonenumber: z.nullable(z.string()),
    emailaddress: z.nullable(z.string()),
  }),
);
export type OrderDetail = z.infer<typeof orderDetail>;

export const ordersResponse = z.lazy(() =>
  z.object({ success: z.literal(true), orderdetails: z.array(orderDetail) }),
);

const waiverReason = z.lazy(() => z.enum(waiverReasons));

/** What a shop election attests (shared/domain/coverage-attestation.ts). */
const coverageAttestationBody = z.lazy(() =>
  z.strictObject({
    version: z.string().check(z.minLength(1), z.maxLength(60), plainText()),
    people: z.array(guid).check(z.maxLength(COVERAGE_ATTESTATION_MAX_PEOPLE)),
  }),
);

/**
 * The rule of a waiver beyond its fields (spec builder section 3): 'Other' says the member's own
 * reason, not blank. The server applies it with the same storedWaiverReason when it prices the
 * elections (lambdas/rules/elections.ts, a 400 naming election.otherReason); the options step
 * checks the waiver with it before going on. A function, so that importing this module builds no
 * zod object (tests/unit/lambda-graph.test.ts).
 */
export const otherReasonGiven = () =>
  z.refine<{ reason: unknown; otherReason?: unknown }>(
    // Checked once the waiver's own fields hold (zod runs an object's checks after its fields).
    (waiver) =>
      storedWaiverReason(waiver.reason as WaiverReason, waiver.otherReason as string | undefined) !== '',
    { path: ['otherReason'], message: apiMessages.enterWaiverReason },
  );

/**
 * Authorize Elections: one call with the choices only. The server recomputes every amount
 * (docs/architecture.md, "Security rules"), so the body is strict and an amount field is refused (400 naming it).
 * Amounts are integer cents.
 */
export const authorizeBody = z.lazy(() =>
  z.strictObject({
    /** A fresh GUID per authorization attempt; a retry sends the same one. */
    idempotencyKey: guid,
    /** One of the two effective-date options of the employer's edoc_period. */
    effectiveDate: isoDate,
    election: z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('shop'),
        /** The plan's id (PlanOffer.id, the quote's `id`). */
        planid: z.string().check(z.minLength(1), z.maxLength(60), plainText()),
        ichraAcknowledged: z.boolean(),
        /**
         * The coverage attestation (issue 40): the text's version and the ids of the people attested
         * for. Optional here so that its absence is refused by the rule with its own message
         * (lambdas/rules/elections.ts); the server decides whom it must name.
         */
        coverageAttestation: z.optional(coverageAttestationBody),
        hsaMonthlyCents: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
      }),
      z.strictObject({
        kind: z.literal('waive'),
        reason: waiverReason,
        /** The free text of the reason 'Other'. */
        otherReason: z.optional(
          z.string().check(z.maxLength(500), plainText(apiMessages.waiverReasonNotText)),
        ),
      }),
    ]),
    /** The option of the employer's additional-service product, when added to the cart. */
    additionalServiceOption: z.nullable(z.string().check(z.minLength(1), z.maxLength(200), plainText())),
    /** The product's subcategory (e.g. 'Dental'): required when several products share the option. */
    additionalServiceSubcategory: z.optional(z.string().check(z.minLength(1), z.maxLength(200), plainText())),
    payrollDeductionAcknowledged: z.boolean(),
  }),
);
export type AuthorizeBody = z.infer<typeof authorizeBody>;

export const authorizeResponse = z.lazy(() =>
  z.object({
    success: z.literal(true),
    orderdetails: z.array(orderDetail),
    /**
     * 'queued': the confirmation e-mail was written with the orders and is sent once by the outbox
     * sender (docs/decisions/0022). 'sent' and 'failed' appear only in answers stored before the
     * outbox, which a replayed key still answers unchanged (for 24 hours).
     */
    confirmationEmail: z.enum(['queued', 'sent', 'failed']),
    message: z.string(),
  }),
);
export type AuthorizeResponse = z.infer<typeof authorizeResponse>;
