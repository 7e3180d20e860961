/**
 * What a builder sub-step declares, in one module per step (shared/domain/steps/<id>.ts), so that
 * the rest of the system iterates over the registry (./index.ts) instead of naming steps: the tab
 * bar and the server's check of a body (sub-steps.ts), the cost math (election-cost.ts), the orders
 * an authorization writes (lambdas/rules/authorization.ts), the confirmation e-mail
 * (lambdas/rules/confirmation-mail.ts), and the cart's lines, which the cart table, the printed
 * summary and the PDF render (frontend/src/features/cart/summary/purchase-summary.ts).
 *
 * Every part is required: a step that has no order says `order: null` (the type check refuses a
 * step that leaves a part out, and tests/unit/builder-steps.test.ts checks the registry at run
 * time). Pure: no I/O, no React; money in integer cents.
 */
import type { ApiMessages } from '../../api-message-codes';
import type { Cents } from '../money';

/** What the elections are priced from (shared/domain/election-cost.ts re-exports it). */
export interface ElectionInputs {
  /** The monthly employer contribution (the waived contribution when waiving). */
  contributionCents: Cents;
  waived: boolean;
  /** The household's monthly premium of the chosen plan; ignored when waived. */
  planPremiumCents: Cents;
  hsaMonthlyCents: Cents;
  /** Whether the HSA amount is part of spend (the plan is HSA eligible and the HSA step applies). */
  hsaCounts: boolean;
  /** The additional service's monthly cost, 0 when none is in the cart. */
  serviceCents: Cents;
  /**
   * Whether an additional service is in the cart (its order is stored even at $0.00); when not
   * given, whether serviceCents is above 0.
   */
  serviceChosen?: boolean;
}

/** The employer's settings and the member's choices that decide which tabs are shown. */
export interface SubStepInput {
  employeazecustomer: 0 | 1 | 2;
  hsaonly: 0 | 1;
  healthOption: 'shop' | 'waive';
  planHsaEligible: boolean;
  cartReached: boolean;
}

/**
 * What a step's order is stored from (the server's priced elections satisfy it): the plan and the
 * additional-service product as priced, the waiver's stored reason, the HSA amount.
 */
export interface StepOrderSource {
  effectiveDate: string;
  waiverReason: string | null;
  hsaMonthlyCents: Cents;
  plan: {
    id: string;
    planId: string;
    planName: string;
    issuerName: string;
    metalLevel: string;
    planType: string;
    planEffectiveDate: string;
    hsaEligible: boolean;
    summaryOfBenefitsUrl: string | null;
  } | null;
  service: {
    subcategory: string;
    vendorname: string;
    description: string | null;
    option: string;
    taxstatus: string | null;
  } | null;
}

/** The fields of a stored order that a step sets beyond the ones every order carries. */
// A type, not an interface: the server spreads it into a stored order (a record of fields).
export type StepOrderFields = {
  productname?: string | null;
  vendorname?: string | null;
  policycarriername?: string | null;
  description?: string | null;
  options?: string | null;
  tax_status?: string | null;
  productid?: string;
  policyeffectivedate?: string;
  policyishsaeligible?: 0 | 1;
  summary_link?: string | null;
};

/** A stored order as the confirmation e-mail reads it. */
export interface StepMailOrder {
  productname: string | null;
  policycarriername: string | null;
  options: string | null;
}

/** What the cart shows from (the cart's server-priced data and the builder's choices). */
export interface StepCart {
  waived: boolean;
  /** The waiver's reason as stored (English, or the member's own text); null when none. */
  waiverReason: string | null;
  plan: { issuername: string; plantype: string; planname: string; metallevel: string } | null;
  planPremiumCents: Cents;
  /** The HSA amount that counts (0 where the Flexible Spending step does not apply). */
  hsaMonthlyCents: Cents;
  service: { subcategory: string; option: string; vendorname: string; costCents: Cents } | null;
}

/** One line of the cart, the printed summary and the PDF. */
export interface CartLine {
  /** The line's kind: the cart table's `data-line`, one per step's order. */
  kind: string;
  carrier: string;
  planType: string;
  planName: string;
  metalTier: string;
  monthlyCents: Cents;
}

/** The screens' texts a cart line is written with (the browser passes its catalogs). */
export interface CartLineTexts {
  /** A text of the components' catalog (frontend/src/components/texts), by key. */
  text(key: string): string;
  /** A metal tier in the page's language. */
  metalTier(tier: string): string;
  /** A stored waiver reason as the member reads it. */
  waiverReason(stored: string): string;
}

/** The order a step creates when it has one: its category, amount, stored fields and lines. */
export interface StepOrder<Category extends string = string> {
  /** The order's category as stored (shared/schemas/order.ts `orderCategory`). */
  category: Category;
  /**
   * The order's monthly amount for the elections, or null when the elections create none. What it
   * answers is also the step's effect on the funds bar: the orders' amounts add up to Amount Spent
   * (and the cart's Total). Called for the choices that count, i.e. where the step is shown.
   */
  cents(inputs: ElectionInputs): Cents | null;
  /** The stored order's own fields (the server adds the ones every order carries). */
  fields(source: StepOrderSource): StepOrderFields;
  /** The order's line in the cart and the printed summary, or null when it has none. */
  cartLine(cart: StepCart, texts: CartLineTexts): CartLine | null;
  /** The order's line in the confirmation e-mail; `amount` is its monthly amount, formatted. */
  mailLine(order: StepMailOrder, amount: string, texts: ApiMessages): string;
}

/** How a request that chooses something on a step the employer does not show is refused. */
export interface StepChoice<Body> {
  /** Whether the Authorize Elections body chooses something on this step. */
  chosen(body: Body): boolean;
  /** The body field a refusal names. */
  field: string;
  /** The refusal's message (a shared/api-messages.ts text). */
  notOffered: string;
}

/** The Authorize Elections body as the steps read it (shared/schemas/order.ts `authorizeBody`). */
export interface StepBody {
  election: { kind: 'shop'; hsaMonthlyCents?: number } | { kind: 'waive' };
  additionalServiceOption: string | null;
}

export interface BuilderStep<Id extends string = string, Category extends string = string> {
  /** The tab's id: its URL segment (/enrollment/<id>) and the key of its screen. */
  id: Id;
  /** The tab's title (a shared/api-messages.ts text). */
  title: string;
  /** Whether the tab is shown, by the employer's settings and the member's choices. */
  shown(input: SubStepInput): boolean;
  /**
   * The Authorize Elections body fields the step's screen fills ('election.hsaMonthlyCents');
   * tests/unit/builder-steps.test.ts checks that every field of the body's schema is owned by one
   * step, so a field added to the schema names its step here.
   */
  requestFields: readonly string[];
  /** How a body choosing something on this step is refused where the step is not shown; null: never. */
  choice: StepChoice<StepBody> | null;
  /** The order the step creates, or null when it creates none. */
  order: StepOrder<Category> | null;
}

/** The parts every step declares, for the run-time completeness check. */
export const builderStepParts = [
  'id',
  'title',
  'shown',
  'requestFields',
  'choice',
  'order',
] as const satisfies ReadonlyArray<keyof BuilderStep>;

/** The parts every step's order declares. */
export const stepOrderParts = [
  'category',
  'cents',
  'fields',
  'cartLine',
  'mailLine',
] as const satisfies ReadonlyArray<keyof StepOrder>;
