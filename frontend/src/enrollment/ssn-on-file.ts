/**
 * Whether the member has an SSN on file, for the elections that need one (spec builder section 5).
 * Apart from the SSN popup (components/election-ssn-modal.tsx) so that a step asks the question
 * without loading the popup.
 */
import { useBuilderContext } from './api/builder-context';

/** Whether the member has an SSN on file (the API answers its last four digits, or null). */
const hasSsnOnFile = (additionalid: string | null): boolean => !!additionalid && /\d{4}$/.test(additionalid);

/**
 * Whether the member has an SSN on file. The popup's save answers only once the router has read
 * the member again (lib/route-action.ts), so an election made right after it does not ask again.
 */
export function useSsnOnFile(): boolean {
  const { member } = useBuilderContext();
  return hasSsnOnFile(member.additionalid);
}
