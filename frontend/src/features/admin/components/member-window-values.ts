/**
 * The values of the console's member window form (member-window-form.tsx), without React: one text
 * per field of every kind of window, and the request they make, which holds the chosen kind's
 * fields only (the route's body is a strict object per kind, shared/schemas/admin-window.ts).
 */
import type { MemberWindowKind } from '../../../../../shared/domain/enrollment-gate';

/** A typed number as a schema's input: '' stays '' (an empty field), anything else a number. */
export const typedNumber = (text: string): number | string => (text.trim() === '' ? '' : Number(text));

/** The form's values: one text per field of every kind; the kind chosen picks the ones sent. */
export interface WindowValues {
  email: string;
  planYear: string;
  kind: string;
  reason: string;
  days: string;
  hireDate: string;
  event: string;
  eventDate: string;
}

/** The fields each kind of window sends (and shows), besides the e-mail, plan year and kind. */
export const fieldsOf: Record<MemberWindowKind, readonly (keyof WindowValues)[]> = {
  correction: ['reason', 'days'],
  'new-hire': ['hireDate'],
  'life-event': ['event', 'eventDate', 'reason'],
};

export const isKind = (kind: string): kind is MemberWindowKind => Object.hasOwn(fieldsOf, kind);

/** The request of the values as they stand: the kind's fields only (the body is a strict object). */
export function toInput(v: WindowValues): unknown {
  const kind = isKind(v.kind) ? v.kind : 'correction';
  const input: Record<string, unknown> = { email: v.email.trim(), planYear: Number(v.planYear), kind };
  for (const f of fieldsOf[kind]) {
    if (f === 'days') input.days = typedNumber(v.days);
    else if (f === 'hireDate') {
      if (v.hireDate !== '') input.hireDate = v.hireDate;
    } else input[f] = v[f];
  }
  return input;
}
