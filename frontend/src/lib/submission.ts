/**
 * What a form submits to its route's action (lib/route-action.ts), and what a route's
 * `shouldRevalidate` reads of it. Apart from the action's code, which loads with the writes: a
 * route names its rules for revalidation in its first chunk.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** What a form submits: what it does, which submission this is, and the request's body. */
export interface Submission {
  intent: string;
  id: string;
  body: unknown;
}

export function isSubmission(value: unknown): value is Submission {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Submission).intent === 'string' &&
    typeof (value as Submission).id === 'string'
  );
}

/** The intent of the submission a revalidation follows, if it followed one of a form's. */
export const submittedIntent = ({ json }: Pick<ShouldRevalidateFunctionArgs, 'json'>): string | undefined =>
  isSubmission(json) ? json.intent : undefined;

/**
 * A route's `shouldRevalidate` for a page a write does not change (or changes away from, such as
 * a link that is used once): its loader runs again on navigations, never after a submission.
 */
export const notAfterWrites = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  !formMethod && defaultShouldRevalidate;
