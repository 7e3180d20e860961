/**
 * The SSN as the portal's forms take it: three boxes of 3, 2 and 4 digits (spec builder sections
 * 3 and 5). The boxes are only how the number is typed; whether it is an SSN is the shared
 * schema's rule (shared/schemas/profile.ts `ssnDigits`), the same the server checks. Pure.
 */
import { ssnDigits } from '../../../../shared/schemas/profile';
import { limitsOf } from '../form/schema-fields';

/** How many digits each box holds. */
export const ssnPartLengths = [3, 2, 4] as const;
export type SsnPartIndex = 0 | 1 | 2;
export type SsnParts = [string, string, string];

export const emptySsnParts = (): SsnParts => ['', '', ''];

/** What a box keeps of what was typed into it: its digits, as many as it holds. */
export const ssnPartValue = (typed: string, index: SsnPartIndex): string =>
  typed.replace(/\D/g, '').slice(0, ssnPartLengths[index]);

/** A box holding fewer digits than it should (its value comes through `ssnPartValue`). */
export const ssnPartShort = (part: string, index: SsnPartIndex): boolean =>
  part.length !== ssnPartLengths[index];

/** Whether the boxes together make an SSN, by the shared schema. */
export const ssnPartsComplete = (parts: readonly string[]): boolean =>
  ssnDigits.safeParse(parts.join('')).success;

/** How many digits an SSN has, by the shared schema (a one-box SSN's maxLength). */
export const ssnLength = (): number => limitsOf(ssnDigits).maxLength ?? 0;

/** What a one-box SSN keeps of what was typed into it: its digits, as many as an SSN has. */
export const ssnValue = (typed: string): string => typed.replace(/\D/g, '').slice(0, ssnLength());

/** Whether a one-box SSN (a dependent's) is an SSN, by the shared schema. */
export const isSsn = (value: string): boolean => ssnDigits.safeParse(value).success;
