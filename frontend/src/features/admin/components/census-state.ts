/**
 * What the census page holds between its writes (components/census-page.tsx), as one reducer with
 * named transitions: the file checked and its answer (kept so that Invite sends the very text that
 * was checked, which the server checks again), the rows chosen, what is under way, and the outcome
 * the page announces. The answers themselves come from the route's action; nothing here is a copy
 * of server data beyond the last answer.
 */
import type { CensusCheck } from '../api/post-census-check';

/** A file the server checked: its name and text as sent, and the rows it answered. */
export interface CheckedCensus {
  fileName: string;
  csv: string;
  check: CensusCheck;
}

/** What the page last did, announced in its live region. */
export type CensusOutcome =
  | { kind: 'checked'; ready: number; problems: number }
  | { kind: 'invited'; invited: number; chosen: number }
  | { kind: 'resent'; resent: number };

export interface CensusState {
  checked: CheckedCensus | null;
  /** Line numbers chosen to invite (every ready row after a check). */
  invite: ReadonlySet<number>;
  /** E-mails chosen for a new invitation (none after a check). */
  resend: ReadonlySet<string>;
  busy: 'check' | 'confirm' | 'resend' | null;
  /** Why the file was refused as a whole (no table then). */
  fileProblem: string | null;
  /** Why an Invite or a Resend was refused (the table stays). */
  failure: string | null;
  outcome: CensusOutcome | null;
}

export type CensusEvent =
  | { type: 'started'; busy: NonNullable<CensusState['busy']> }
  | { type: 'refused'; message: string }
  | { type: 'checked'; file: Omit<CheckedCensus, 'check'>; check: CensusCheck }
  | { type: 'toggled-invite'; row: number; chosen: boolean }
  | { type: 'toggled-resend'; email: string; chosen: boolean }
  | { type: 'invited'; invited: number; chosen: number }
  | { type: 'resent'; resent: number }
  | { type: 'failed'; message: string };

export const initialCensus: CensusState = {
  checked: null,
  invite: new Set(),
  resend: new Set(),
  busy: null,
  fileProblem: null,
  failure: null,
  outcome: null,
};

function toggled<T>(set: ReadonlySet<T>, value: T, chosen: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (chosen) next.add(value);
  else next.delete(value);
  return next;
}

export function censusReducer(state: CensusState, event: CensusEvent): CensusState {
  switch (event.type) {
    case 'started':
      return { ...state, busy: event.busy, failure: null, fileProblem: null };
    case 'refused':
      // The file as a whole: one message, no table, nothing chosen.
      return { ...initialCensus, fileProblem: event.message };
    case 'checked': {
      const { rows, passing, total } = event.check;
      return {
        ...initialCensus,
        checked: { ...event.file, check: event.check },
        invite: new Set(rows.filter((r) => r.ok).map((r) => r.row)),
        outcome: { kind: 'checked', ready: passing, problems: total - passing },
      };
    }
    case 'toggled-invite':
      return { ...state, invite: toggled(state.invite, event.row, event.chosen) };
    case 'toggled-resend':
      return { ...state, resend: toggled(state.resend, event.email, event.chosen) };
    case 'invited':
      // The rows are on the census now: the table of the check is done with.
      return { ...initialCensus, outcome: { kind: 'invited', invited: event.invited, chosen: event.chosen } };
    case 'resent':
      return { ...state, busy: null, resend: new Set(), outcome: { kind: 'resent', resent: event.resent } };
    case 'failed':
      return { ...state, busy: null, failure: event.message };
  }
}
